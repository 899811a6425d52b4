// Videos become click-to-play links; other frames become links.
import unified from "unified"
import remarkParse from "remark-parse"
import { otherFrames, replaceIframes, transformEmbeds, videoFromUrl } from "../embeds"
import en from "../../../src/i18n/en.json"
import sw from "../../../src/i18n/sw.json"

describe(`videoFromUrl`, () => {
  it.each([
    `https://www.youtube.com/watch?v=dQw4w9WgXcQ`,
    `https://youtu.be/dQw4w9WgXcQ`,
    `https://www.youtube.com/embed/dQw4w9WgXcQ`,
    `https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ`,
    `https://m.youtube.com/watch?v=dQw4w9WgXcQ&feature=share`,
    `https://www.youtube.com/shorts/dQw4w9WgXcQ`,
  ])(`reads %s as a YouTube video played from the privacy-enhanced host`, url => {
    expect(videoFromUrl(url)).toEqual({
      provider: `YouTube`,
      id: `dQw4w9WgXcQ`,
      watch: `https://www.youtube.com/watch?v=dQw4w9WgXcQ`,
      player: `https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1`,
    })
  })

  it(`keeps a start time`, () => {
    expect(videoFromUrl(`https://youtu.be/dQw4w9WgXcQ?t=42`)?.player).toBe(
      `https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&start=42`,
    )
  })

  it(`reads Vimeo, asking the player not to track`, () => {
    expect(videoFromUrl(`https://vimeo.com/76979871`)).toMatchObject({
      provider: `Vimeo`,
      player: `https://player.vimeo.com/video/76979871?autoplay=1&dnt=1`,
    })
    expect(videoFromUrl(`https://player.vimeo.com/video/76979871?h=abc123def`)?.player).toBe(
      `https://player.vimeo.com/video/76979871?autoplay=1&dnt=1&h=abc123def`,
    )
  })

  it(`returns null for other addresses`, () => {
    expect(videoFromUrl(`https://www.youtube.com/channel/UC123`)).toBeNull()
    expect(videoFromUrl(`https://example.com/watch?v=dQw4w9WgXcQ`)).toBeNull()
    expect(videoFromUrl(`not a url`)).toBeNull()
  })
})

describe(`replaceIframes`, () => {
  it(`turns a YouTube frame into a link that names the video and requests nothing`, () => {
    const frame = `<iframe width="560" src="https://www.youtube.com/embed/dQw4w9WgXcQ" title="A talk" allowfullscreen></iframe>`
    const html = replaceIframes(frame, en.markdown)
    expect(otherFrames(frame)).toEqual([])
    expect(html).toContain(
      `<a class="video-embed-link" href="https://www.youtube.com/watch?v=dQw4w9WgXcQ" ` +
        `data-embed-src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1" data-embed-title="A talk">`,
    )
    expect(html).not.toMatch(/<iframe|<img|ytimg/)
  })

  it(`turns any other frame into a link with its title, and reports it`, () => {
    const frame = `<iframe src="https://codepen.io/a/embed/b" title="The pen"></iframe>`
    expect(replaceIframes(frame, en.markdown)).toBe(`<a class="embed-link" href="https://codepen.io/a/embed/b">The pen</a>`)
    expect(otherFrames(frame)).toEqual([`https://codepen.io/a/embed/b`])
  })

  it(`names an untitled video and says where it plays in the post's language`, () => {
    const html = replaceIframes(`<iframe src="https://player.vimeo.com/video/76979871"></iframe>`, sw.markdown)
    expect(html).toContain(`<span class="video-embed-title">Video ya Vimeo</span>`)
    expect(html).toContain(`<span class="video-embed-note">Cheza kwenye Vimeo. Hakuna kinachopakiwa kutoka Vimeo hadi uicheze.</span>`)
  })
})

describe(`transformEmbeds`, () => {
  const run = (markdown: string) => {
    const root = unified().use(remarkParse).parse(markdown) as any
    return { root, others: transformEmbeds(root, en.markdown) }
  }

  it(`makes a video link alone on its line a player, with the link's text as its title`, () => {
    const { root } = run(`Intro.\n\nhttps://youtu.be/dQw4w9WgXcQ\n\n[My talk](https://vimeo.com/76979871)`)
    expect(root.children[1].value).toContain(`data-embed-title="YouTube video"`)
    expect(root.children[2].value).toContain(`data-embed-title="My talk"`)
  })

  it(`leaves a video link inside a sentence as a link`, () => {
    const { root } = run(`See [this](https://youtu.be/dQw4w9WgXcQ) later.`)
    expect(root.children[0].type).toBe(`paragraph`)
  })
})
