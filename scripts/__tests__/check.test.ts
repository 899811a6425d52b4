// `npm run check` on small content folders written for each test: the lines it
// prints and its exit code.
import { promises as fs } from "fs"
import os from "os"
import path from "path"
import { Buffer } from "buffer"
import { runCheck } from "../check"

const DATA = path.resolve(`content/data`)

/** The bytes the check takes as each format: how such a file starts and ends, with no picture between. */
const IMAGE = {
  jpeg: Buffer.from(`ffd8ffe00002ffd9`, `hex`),
  png: Buffer.from(`89504e470d0a1a0a0000000049454e44ae426082`, `hex`),
  gif: Buffer.from(`474946383961010001000000003b`, `hex`),
}

async function site(files: Record<string, string | Buffer>): Promise<string> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), `check-`))
  await fs.cp(DATA, path.join(root, `content/data`), { recursive: true })
  const all = { "static/images/profile/avatar.jpg": IMAGE.jpeg, ...files }
  for (const [file, text] of Object.entries(all)) {
    await fs.mkdir(path.dirname(path.join(root, file)), { recursive: true })
    await fs.writeFile(path.join(root, file), text)
  }
  return root
}

async function check(root: string): Promise<{ code: number; lines: string[] }> {
  const lines: string[] = []
  const code = await runCheck(root, line => lines.push(line))
  return { code, lines }
}

const post = (front: string, body = `Text.`) => `---\n${front}\n---\n\n${body}\n`
const roots: string[] = []
afterAll(() => Promise.all(roots.map(root => fs.rm(root, { recursive: true, force: true }))))

describe(`npm run check`, () => {
  it(`passes good content: folder posts, images, files and links to other posts`, async () => {
    const root = await site({
      "content/posts/first/index.md": post(
        `title: First\ndate: 2024-01-02\ncategory: Rust\nimage: ./cover.jpg\nimageAlt: A cover`,
        `![A tree](./tree.png) [slides](./slides.pdf), [the second](../second.md), [projects](/projects).\n\n` +
          `<img src="/images/a.gif" alt="A">`,
      ),
      "content/posts/first/cover.jpg": IMAGE.jpeg,
      "content/posts/first/tree.png": IMAGE.png,
      "content/posts/first/slides.pdf": `pdf`,
      "content/posts/second.md": post(`title: Second\ndate: 2024-01-03\ncategory: Rust`, "```md\n![x](./not-checked-in-code.png)\n```"),
      "static/images/a.gif": IMAGE.gif,
    })
    roots.push(root)
    const { code, lines } = await check(root)
    expect(lines.slice(0, -1)).toEqual([])
    expect(lines[lines.length - 1]).toMatch(/^No problems: 2 post\(s\) and 4 data file\(s\) in \d+\.\d s\.$/)
    expect(code).toBe(0)
  })

  it(`prints one line per problem, as the build does, and exits with 1`, async () => {
    const root = await site({
      "content/posts/hello.md": post(`title:\ndate: "23/03/2025"\ncategory: Rust\nimage: /images/missing.jpg`),
      "content/posts/hello/index.md": post(
        `title: Hello\ndate: 2025-03-23\ncategory: Rust`,
        `![A diagram](./diagram.png)\n\n[old](../gone/)`,
      ),
      "content/posts/unused.txt": `x`,
      "content/posts/page.mdx": `# x`,
      "content/data/projects.json": JSON.stringify([
        { id: 4, title: `T`, description: `D`, tech: `Rust`, github: `https://x.example.com`, demo: `https://y.example.com` },
      ]),
    })
    roots.push(root)
    const { code, lines } = await check(root)
    expect(code).toBe(1)
    expect(lines).toEqual([
      `warn content/posts/unused.txt: is not shown or linked by any post, so it is not published ` +
        `(use it in a post, or move it out of content/posts)`,
      `error content/posts/hello.md: title: is missing`,
      `error content/posts/hello.md: date: "23/03/2025" is not a date (write it as YYYY-MM-DD)`,
      `error content/posts/hello.md: image: "/images/missing.jpg" does not exist (looked for static/images/missing.jpg)`,
      `error content/posts/hello/index.md: slug: "hello" is already used by content/posts/hello.md`,
      `error content/posts/hello/index.md: body: image "./diagram.png" does not exist (looked for content/posts/hello/diagram.png)`,
      `error content/posts/hello/index.md: body: link "../gone/" does not exist (looked for content/posts/gone)`,
      `error content/posts/page.mdx: (file): is MDX, which this site does not build; ` +
        `convert it with npm run import -- content/posts/page.mdx (it keeps the markdown and lists the components it cannot keep)`,
      `error content/data/projects.json: [0].tech: must be a list of strings, not "Rust"`,
      expect.stringMatching(
        /^8 problem\(s\), listed above: 2 post\(s\) and 4 data file\(s\) in \d+\.\d s\. The build would stop on them\.$/,
      ),
    ])
  })

  it(`warns without failing, and names drafts and scheduled posts`, async () => {
    const root = await site({
      "content/posts/a.md": post(
        `title: A\ndate: 2024-01-02\ncategory: Go\ndraft: true\nmood: calm`,
        `![](https://example.com/a.png) {{< youtube x >}}`,
      ),
      "content/posts/b.md": post(`title: B\ndate: 2999-01-01\ncategory: Go`),
    })
    roots.push(root)
    const { code, lines } = await check(root)
    expect(code).toBe(0)
    expect(lines.slice(0, -1)).toEqual([
      `warn content/posts/a.md: line 9: a Hugo shortcode ({{< youtube x >}}) is not run by this site and shows as written; ` +
        `replace it with markdown (npm run import rewrites the common ones)`,
      `warn content/posts/a.md: image "https://example.com/a.png" has no alt text (write ![what it shows](https://example.com/a.png))`,
      `warn Front-matter key "mood" is not read by this site (kept in the file, not shown): content/posts/a.md`,
      `info Left out of this build: 1 draft and 1 scheduled post (content/posts/a.md, content/posts/b.md); gatsby develop shows them`,
    ])
  })

  it(`checks authors.json: each avatar, and posts naming an id it does not have`, async () => {
    const authors = [
      { id: `ada`, name: `Ada`, avatar: `./ada.png`, links: [{ name: `Site`, url: `https://ada.example` }] },
      { id: `grace`, name: `Grace`, avatar: `/images/authors/missing.jpg` },
    ]
    const root = await site({
      "content/data/authors.json": JSON.stringify(authors),
      "content/data/ada.png": IMAGE.png,
      "content/posts/a.md": post(`title: A\ndate: 2024-01-02\ncategory: Go\nauthors: [ada, grce, Alan Turing]`),
    })
    roots.push(root)
    const { code, lines } = await check(root)
    expect(code).toBe(1)
    expect(lines.slice(0, -1)).toEqual([
      `warn content/posts/a.md: author: "grce" is not an id in content/data/authors.json (ada, grace), ` +
        `so the byline shows it as a name without a page`,
      `error content/data/authors.json: [1].avatar: "/images/authors/missing.jpg" does not exist ` +
        `(looked for static/images/authors/missing.jpg)`,
    ])
  })

  it(`refuses a missing or broken profile`, async () => {
    const root = await site({ "content/posts/a.md": post(`title: A\ndate: 2024-01-02\ncategory: Go`) })
    roots.push(root)
    await fs.rm(path.join(root, `content/data/profile.json`))
    await fs.writeFile(path.join(root, `content/data/work.json`), `[{`)
    const { code, lines } = await check(root)
    expect(code).toBe(1)
    expect(lines[0]).toBe(`error content/data/profile.json: (file): is missing`)
    expect(lines[1]).toMatch(/^error content\/data\/work\.json: \(file\): is not valid JSON at line 1, column \d+: /)
  })

  it(`refuses a cover or a body image that is not the image its name says, naming the post and the file`, async () => {
    const root = await site({
      "content/posts/a/index.md": post(
        `title: A\ndate: 2024-01-02\ncategory: Go\nimage: ./cover.png`,
        `![A tree](./tree.jpg) ![A logo](/images/logo.gif) ![Again](./tree.jpg)`,
      ),
      "content/posts/a/cover.png": `<html>Not found</html>`,
      "content/posts/a/tree.jpg": IMAGE.jpeg.subarray(0, 6),
      "static/images/logo.gif": IMAGE.png,
    })
    roots.push(root)
    await fs.writeFile(path.join(root, `static/images/profile/avatar.jpg`), ``)
    const { code, lines } = await check(root)
    expect(code).toBe(1)
    expect(lines.slice(0, -1)).toEqual([
      `error content/posts/a/index.md: image: "./cover.png" holds text, not a PNG image: replace it with the image`,
      `error content/posts/a/index.md: body: content/posts/a/tree.jpg is cut short at 6 bytes ` +
        `(a JPEG image ends with an FF D9 marker, and this one has none): save or download it again`,
      `error content/posts/a/index.md: body: static/images/logo.gif holds a PNG image, not a GIF image: ` +
        `rename it to .png (and where it is used), or convert it`,
      `error content/data/profile.json: avatar: "/images/profile/avatar.jpg" is empty (0 bytes), not a JPEG image: ` +
        `save or download it again`,
    ])
  })

  it(`prints control characters from the content as escapes, never raw`, async () => {
    const root = await site({
      "content/posts/a.md": post(`title: A\ndate: 2024-01-02\ncategory: Go\nmo\u001b[2Jod: x`),
      "content/posts/\u001b]0;owned\u0007.txt": `x`,
      "content/posts/b.md": post(`title: B\u009b31m\ndate: 2024-01-02\ncategory: Go`),
    })
    roots.push(root)
    const { lines } = await check(root)
    expect(lines.join(``)).not.toMatch(/\p{Cc}/u)
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`warn content/posts/\\u001b]0;owned\\u0007.txt: is not shown or linked by any post`),
        expect.stringContaining(`warn Front-matter key "mo\\u001b[2Jod" is not read by this site`),
        expect.stringContaining(`error content/posts/b.md: title: "B<U+009B>31m" holds U+009B (a control character)`),
      ]),
    )
  })
})
