// The owner's writing tools: in the odd fixture site, `npm run new-post` wrote
// two posts before anything else was added, `npm run check` accepted them, the
// build published them and a browser finds their pages; in the broken fixture
// site, `npm run check` and the build name the same problems, and both fail.
import { visit } from "./support/browser"
import { samplePosts, siteUrl } from "./support/site"
import { fixtureBuild, useFixtureSite } from "./support/fixture-sites"
import { NEW_POSTS } from "./fixtures/odd-site"
import { NOT_JSON } from "./fixtures/broken-site"

describe(`from npm run new-post to a built page`, () => {
  const site = useFixtureSite(`odd`)

  it(`writes the post, dated today, and prints its path and address`, () => {
    const { folderPost, filePost, written, daysOfRun } = site.notes.tools
    expect(folderPost).toEqual({
      code: 0,
      lines: [
        `written       content/posts/tokio-tasks/index.md`,
        `address       /post/tokio-tasks (${siteUrl()}/post/tokio-tasks once deployed)`,
        `next          write the post, then: npm run check, and npm run develop to see it`,
      ],
    })
    // Without --category, the category most posts use: Rust, on the sample's (those of its language: the odd site
    // has one) and the first new post.
    const posts = samplePosts()
    const rust = posts.filter(post => post.category === `Rust`).length + 1
    expect(filePost.code).toBe(0)
    expect(filePost.lines.slice(0, 2)).toEqual([
      `category      Rust (used by ${rust} of ${posts.length + 1} posts, the most; give --category "Name" to choose)`,
      `written       content/posts/cafe-au-lait-a-first-post.md`,
    ])
    const date = /^date: "(.*)"$/m.exec(written)?.[1]
    expect(daysOfRun).toContain(date)
    expect(written).toContain(`---\ntitle: "Café au lait: a first post!"\ndate: "${date}"\ncategory: "Rust"\ntags: rust, async\n`)
  })

  it(`refuses to overwrite a post with the same address`, () => {
    const { again } = site.notes.tools
    expect(again.code).toBe(1)
    expect(again.lines[0]).toBe(
      `npm run new-post: content/posts/cafe-au-lait-a-first-post.md already has the address /post/cafe-au-lait-a-first-post; ` +
        `nothing was written (choose another title, or edit that post)`,
    )
  })

  it(`passes npm run check`, () => {
    const { check } = site.notes.tools
    expect(check.code).toBe(0)
    const posts = samplePosts().length + 2
    expect(check.lines[check.lines.length - 1]).toMatch(
      new RegExp(`^No problems: ${posts} post\\(s\\) and 4 data file\\(s\\) in \\d+\\.\\d s\\.$`),
    )
  })

  it(`is built into a page a visitor finds`, async () => {
    const { page, close } = await visit(site.browser)
    try {
      for (const { slug, title } of [NEW_POSTS.file, NEW_POSTS.folder]) {
        const response = await page.goto(`${site.server.url}/post/${slug}`)
        expect(response?.status()).toBe(200)
        await expect(page.getByRole(`heading`, { level: 1, name: title }).isVisible()).resolves.toBe(true)
        await expect(page.getByText(`Write the post here, in markdown.`).isVisible()).resolves.toBe(true)
      }
    } finally {
      await close()
    }
  })
})

describe(`npm run check and the build on broken content`, () => {
  it(`name the same problems, one line each, and both fail`, async () => {
    const { result, notes } = await fixtureBuild(`broken`)
    const errors = (lines: string[]) => lines.filter(line => /^error content\//.test(line))
    expect(notes.check.code).toBe(1)
    expect(result.code).not.toBe(0)
    // The data files that are not JSON stop the build first (e2e/broken-content.test.ts); mended, it stops on the rest.
    expect(errors(notes.check.lines).filter(line => NOT_JSON.some(file => line.includes(file)))).toHaveLength(NOT_JSON.length)
    // The check lists a diagram it has not drawn; the build draws it and names what mermaid cannot draw
    // (e2e/rich-markdown-errors.test.ts).
    const drawn = (line: string) => line.includes(`content/posts/bad-diagram.md`)
    expect(errors(result.lines).filter(line => !drawn(line))).toEqual(
      errors(notes.check.lines).filter(line => !NOT_JSON.some(file => line.includes(file))),
    )
    // These are the writing tools' own cases; the other files are each named by the test of their area.
    expect(
      errors(notes.check.lines).filter(line => /content\/(posts\/(bad-date|untitled)|data\/projects\.json: \[0\])/.test(line)),
    ).toEqual([
      `error content/posts/bad-date/index.md: date: "2025-13-01" is not a real day of the calendar (check the month and the day)`,
      `error content/posts/bad-date/index.md: image: "./cover.jpg" does not exist (looked for content/posts/bad-date/cover.jpg)`,
      `error content/posts/untitled.md: title: is missing`,
      `error content/posts/bad-date/index.md: body: image "./diagram.png" does not exist (looked for content/posts/bad-date/diagram.png)`,
      `error content/posts/bad-date/index.md: body: link "./notes.pdf" does not exist (looked for content/posts/bad-date/notes.pdf)`,
      `error content/posts/untitled.md: body: image "/images/nowhere.png" does not exist (looked for static/images/nowhere.png)`,
      `error content/data/projects.json: [0].demo: must be an http(s) URL, not "c.example.com"`,
    ])
  }, 600_000)
})
