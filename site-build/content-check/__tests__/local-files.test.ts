import path from "path"
import { mayReferenceFiles, publishedPath, resolveReference } from "../local-files"

const roots = { staticDir: `/site/static`, contentDir: `/site/content` }
const post = `/site/content/posts/hello`
const resolve = (url: string) => resolveReference(url, post, roots)

describe(`resolveReference`, () => {
  it(`reads a path beside the post, in a sub-folder or a sibling folder of content/`, () => {
    expect(resolve(`./diagram.png`)).toEqual({ kind: `local`, file: path.join(post, `diagram.png`), rooted: false, hash: `` })
    expect(resolve(`images/a.jpg`)).toMatchObject({ file: path.join(post, `images/a.jpg`) })
    expect(resolve(`../shared/b.png`)).toMatchObject({ file: `/site/content/posts/shared/b.png` })
    expect(resolve(`my%20photo.jpg`)).toMatchObject({ file: path.join(post, `my photo.jpg`) })
    expect(resolve(`../other/#setup`)).toMatchObject({ file: `/site/content/posts/other`, hash: `#setup` })
  })

  it(`reads a site path under static/`, () => {
    expect(resolve(`/images/a.jpg`)).toEqual({ kind: `local`, file: `/site/static/images/a.jpg`, rooted: true, hash: `` })
  })

  it(`leaves other hosts, anchors and other schemes alone`, () => {
    expect(resolve(`https://images.example.com/a.jpg`)).toEqual({ kind: `external` })
    expect(resolve(`#top`)).toEqual({ kind: `other` })
    expect(resolve(`mailto:a@example.com`)).toEqual({ kind: `other` })
    expect(resolve(`data:image/png;base64,AAAA`)).toEqual({ kind: `other` })
    // An example's placeholder (<a href="...">) names no file.
    expect(resolve(`...`)).toEqual({ kind: `other` })
    expect(resolve(`…`)).toEqual({ kind: `other` })
  })

  it(`refuses paths a browser would send to another host, or that leave the content`, () => {
    expect(resolve(`/\\evil.example/x.jpg`)).toMatchObject({ kind: `invalid`, reason: expect.stringContaining(`backslash`) })
    expect(resolve(`//evil.example/x.jpg`)).toMatchObject({ kind: `invalid`, reason: expect.stringContaining(`another host`) })
    expect(resolve(`../../../etc/passwd`)).toMatchObject({ kind: `invalid`, reason: `points outside content/` })
    expect(resolve(`/../package.json`)).toMatchObject({ kind: `invalid`, reason: `points outside static/` })
    expect(resolve(`bad%E0%A4.png`)).toMatchObject({ kind: `invalid`, reason: `has a malformed %-escape` })
    expect(resolve(` `)).toMatchObject({ kind: `invalid`, reason: `is empty` })
  })
})

describe(`mayReferenceFiles`, () => {
  it(`picks bodies with an image or a link without a scheme`, () => {
    expect(mayReferenceFiles(`![a](https://x.example/a.png)`)).toBe(true)
    expect(mayReferenceFiles(`See [the slides](./slides.pdf).`)).toBe(true)
    expect(mayReferenceFiles(`[ref]: ../other/`)).toBe(true)
    expect(mayReferenceFiles(`<a href="notes.txt">notes</a>`)).toBe(true)
  })

  it(`skips bodies whose links all go elsewhere`, () => {
    expect(mayReferenceFiles(`Read [the docs](https://docs.example.com) or [mail me](mailto:a@b.c), or [jump](#top).`)).toBe(false)
    expect(mayReferenceFiles(`Plain prose with code: \`a[0](1)\`? no: that has a scheme-less link`)).toBe(true)
  })
})

it(`names a published copy as gatsby-source-filesystem does, URL-encoded, under the prefix`, () => {
  expect(publishedPath(`/blog`, `abc123`, `my slides.pdf`)).toBe(`/blog/static/abc123/my%20slides.pdf`)
})
