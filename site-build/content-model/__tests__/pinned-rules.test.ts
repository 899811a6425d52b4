import { MAX_PINNED, pinnedWarnings } from "../pinned-rules"

const post = (file: string, frontmatter: Record<string, string>) => ({ file, frontmatter: { title: file, ...frontmatter } })

describe(`pinnedWarnings`, () => {
  it(`says nothing of up to ${MAX_PINNED} pinned posts`, () => {
    const posts = [`a`, `b`, `c`].map(name => post(`content/posts/${name}.md`, { pinned: `true` }))
    expect(pinnedWarnings([...posts, post(`content/posts/d.md`, { pinned: `false` })])).toEqual([])
  })

  it(`names every pinned post when there are more than ${MAX_PINNED}, drafts left out`, () => {
    const posts = [`d`, `a`, `c`, `b`].map(name => post(`content/posts/${name}.md`, { pinned: `true` }))
    const draft = post(`content/posts/e.md`, { pinned: `true`, draft: `true` })
    expect(pinnedWarnings([...posts, draft])).toEqual([
      `4 posts are pinned, more than 3: the home page lists them all before the newest post. ` +
        `Keep pinned: true on the 3 that matter most: content/posts/a.md, content/posts/b.md, content/posts/c.md, content/posts/d.md`,
    ])
  })

  it(`names a pinned post kept off the lists, and does not count it`, () => {
    const posts = [`a`, `b`, `c`].map(name => post(`content/posts/${name}.md`, { pinned: `true` }))
    expect(pinnedWarnings([...posts, post(`content/posts/hidden.md`, { pinned: `true`, listed: `false` })])).toEqual([
      `content/posts/hidden.md: pinned: true has no effect with listed: false, which keeps the post off the home page`,
    ])
  })
})
