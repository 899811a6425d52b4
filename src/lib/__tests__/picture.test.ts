import { candidateWidths, pictureHtml, pictureMarkup, toImageData } from "../picture"

// The shape gatsby-plugin-sharp's gatsbyImageData returns.
const fullWidth = {
  layout: `fullWidth`,
  width: 1,
  height: 0.525,
  backgroundColor: `#181838`,
  images: {
    fallback: { src: `/static/a/3/c.jpg`, srcSet: `/static/a/1/c.jpg 224w,\n/static/a/3/c.jpg 1200w`, sizes: `100vw` },
    sources: [
      { srcSet: `/static/a/5/c.webp 224w,\n/static/a/6/c.webp 1200w`, type: `image/webp`, sizes: `100vw` },
      { srcSet: `/static/a/7/c.avif 224w,\n/static/a/8/c.avif 1200w`, type: `image/avif`, sizes: `100vw` },
    ],
  },
}

describe(`toImageData`, () => {
  it(`reads gatsby-plugin-sharp's data, AVIF before WebP, with a full-width image's real size`, () => {
    const data = toImageData(fullWidth)
    expect(data).toEqual({
      width: 1200,
      height: 630,
      src: `/static/a/3/c.jpg`,
      srcSet: fullWidth.images.fallback.srcSet,
      sources: [
        { type: `image/avif`, srcSet: fullWidth.images.sources[1].srcSet },
        { type: `image/webp`, srcSet: fullWidth.images.sources[0].srcSet },
      ],
      backgroundColor: `#181838`,
    })
  })

  it(`keeps a constrained image's own size, and refuses what is not image data`, () => {
    expect(toImageData({ ...fullWidth, layout: `constrained`, width: 96, height: 96 })).toMatchObject({ width: 96, height: 96 })
    expect(toImageData(null)).toBeNull()
    expect(toImageData({ images: {} })).toBeNull()
    expect(toImageData(`/images/a.svg`)).toBeNull()
  })

  it(`reads the widths of a srcset`, () => {
    expect(candidateWidths(`/a.jpg 224w,\n/b.jpg 1200w`)).toEqual([224, 1200])
  })
})

describe(`pictureMarkup`, () => {
  const data = toImageData(fullWidth)!

  it(`is lazy unless on the first screen, and fetched first only when it is the largest there`, () => {
    expect(pictureMarkup(data, { alt: `A`, sizes: `100vw` }).img).toMatchObject({ loading: `lazy`, decoding: `async` })
    expect(pictureMarkup(data, { alt: `A`, sizes: `100vw`, eager: true }).img).not.toHaveProperty(`fetchpriority`)
    expect(pictureMarkup(data, { alt: `A`, sizes: `100vw`, priority: true }).img).toMatchObject({ loading: `eager`, fetchpriority: `high` })
  })

  it(`gives every source the layout's sizes, and the placeholder colour only behind a JPEG`, () => {
    const markup = pictureMarkup(data, { alt: `A`, sizes: `(min-width: 40rem) 13rem, 100vw` })
    expect(markup.sources.map(source => source.sizes)).toEqual([`(min-width: 40rem) 13rem, 100vw`, `(min-width: 40rem) 13rem, 100vw`])
    expect(markup.placeholderColor).toBe(`#181838`)
    const png = { ...data, src: `/static/a/3/c.png` }
    expect(pictureMarkup(png, { alt: `A`, sizes: `100vw` }).placeholderColor).toBeNull()
    expect(pictureMarkup({ ...data, backgroundColor: `red;background:url(x)` }, { alt: `A`, sizes: `100vw` }).placeholderColor).toBeNull()
  })
})

describe(`pictureHtml`, () => {
  it(`writes the same picture as HTML, with every attribute escaped`, () => {
    const html = pictureHtml(toImageData(fullWidth)!, { alt: `Say "hi" <now> & then`, sizes: `100vw` })
    expect(html).toMatch(
      /^<picture style="--placeholder:#181838"><source type="image\/avif" srcset="[^"]+" sizes="100vw"><source type="image\/webp"/,
    )
    expect(html).toContain(`alt="Say &quot;hi&quot; &lt;now&gt; &amp; then"`)
    expect(html).toContain(`width="1200" height="630" loading="lazy" decoding="async"></picture>`)
  })
})
