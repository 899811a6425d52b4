/**
 * @jest-environment node
 */
import { convertPost, renderPost } from "../convert"
import { toDate, toDateTime, toSlug } from "../front-matter-values"
import { localReferences, rewriteReferences } from "../references"
import { parseArguments } from "../cli"
import { readFrontMatter } from "../../../site-build/content-model/front-matter"

const post = (text: string, name = `hello`, file = `${name}.md`) => convertPost({ file, name, text }, { category: `Notes` })
const front = (converted: ReturnType<typeof convertPost>) => Object.fromEntries(converted.frontMatter)

describe(`convertPost: front matter`, () => {
  it(`maps Astro's keys: pubDate, heroImage, a date in words`, () => {
    const converted = post(
      `---\ntitle: 'First post'\ndescription: 'Lorem ipsum'\npubDate: 'Jul 08 2022'\nheroImage: '../../assets/a.jpg'\n---\n\nBody`,
    )
    expect(front(converted)).toEqual({
      title: `First post`,
      date: `2022-07-08`,
      category: `Notes`,
      description: `Lorem ipsum`,
      image: `../../assets/a.jpg`,
    })
    expect(converted.references).toEqual([{ url: `../../assets/a.jpg`, image: true }])
    expect(converted.notes).toContain(`category "Notes" from --category`)
  })

  it(`maps Hugo's TOML: authors, aliases, the date from the page's path`, () => {
    const converted = post(
      `+++\npath = "2026/03/26/1.94.1-release"\ntitle = "Announcing Rust 1.94.1"\nauthors = ["The Rust Release Team"]\n` +
        `aliases = ["releases/1.94.1"]\n\n[extra]\nrelease = true\n+++\n\nText`,
      `1.94.1-release`,
    )
    expect(front(converted)).toEqual({
      title: `Announcing Rust 1.94.1`,
      date: `2026-03-26`,
      category: `Notes`,
      author: `The Rust Release Team`,
      aliases: [`/releases/1.94.1`, `/2026/03/26/1.94.1-release`],
    })
    expect(converted.slug).toBe(`1.94.1-release`)
    expect(converted.notes).toContain(`left out: extra`)
  })

  it(`maps PaperMod's cover, summary, tags and categories, several authors and a draft`, () => {
    const converted = post(
      `---\ntitle: Cover\nsummary: "A test"\ndate: 2026-04-11T10:00:00+05:30\ndraft: true\nauthor: ["Me", "You"]\n` +
        `categories: [Themes, Hugo]\ntags: [css, Hugo]\ncover:\n    image: image.png\n    alt: "A sample"\n---\n`,
    )
    expect(front(converted)).toEqual({
      title: `Cover`,
      date: `2026-04-11T10:00:00+05:30`,
      category: `Themes`,
      author: [`Me`, `You`],
      description: `A test`,
      image: `image.png`,
      imageAlt: `A sample`,
      draft: `true`,
      tags: [`Hugo`, `css`],
    })
  })

  it(`takes a Jekyll post's date and title from its file name, and keeps its slug free of the date`, () => {
    const converted = post(`---\nlayout: post\n---\nYou'll find this post.`, `2016-05-20-welcome-to-jekyll`)
    expect(front(converted)).toMatchObject({ title: `Welcome To Jekyll`, date: `2016-05-20` })
    expect(converted.slug).toBe(`welcome-to-jekyll`)
    expect(converted.notes).toEqual([`title taken from the file name`, `category "Notes" from --category`])
  })

  it(`keeps lumen's slug as an old address and joins a folded description onto one line`, () => {
    const converted = post(
      `---\ntitle: "A"\ndate: "2016-09-01T23:46:37.121Z"\nslug: "/posts/a-post"\ndescription: >\n  Two\n  lines\ntemplate: post\n---\n`,
      `2016-01-09---a`,
    )
    expect(front(converted)).toMatchObject({ date: `2016-09-01T23:46:37.121Z`, description: `Two lines`, aliases: [`/posts/a-post`] })
    expect(converted.slug).toBe(`a`)
  })

  it(`blocks a post with no date or category, and one whose front matter does not parse`, () => {
    const bare = convertPost({ file: `a.md`, name: `a`, text: `---\ntitle: A\n---\n` })
    expect(bare.blockers).toEqual([`no date (write date: YYYY-MM-DD in its front matter)`])
    expect(front(bare).category).toBe(`Blog`)
    expect(bare.notes).toContain(`category "Blog" (none given)`)
    expect(post(`---\ntitle: [unclosed\n---\n`).blockers[0]).toMatch(/^its front matter is not valid YAML: /)
  })
})

describe(`convertPost: body`, () => {
  it(`rewrites highlight blocks as fenced code, a video as its address on a line of its own, and other embeds as links`, () => {
    const converted = post(
      [
        `---`,
        `title: A`,
        `date: 2020-01-01`,
        `---`,
        `{% highlight ruby linenos %}`,
        `puts 1`,
        `{% endhighlight %}`,
        `{{< highlight go "linenos=table" >}}`,
        `fmt.Println(1)`,
        `{{< /highlight >}}`,
        `{{< youtube hjD9jTi_DQ4 >}}`,
        `{{< x user="GoHugoIO" id="1305" >}}`,
        `{{< figure src="a.png" alt="An A" caption="The letter" >}}`,
        `{% comment %}hidden{% endcomment %}`,
        `{{< collapse summary="More" >}}`,
      ].join(`\n`),
    )
    expect(converted.body).toBe(
      [
        "```ruby",
        `puts 1`,
        "```",
        "```go",
        `fmt.Println(1)`,
        "```",
        ``,
        `https://www.youtube.com/watch?v=hjD9jTi_DQ4`,
        ``,
        `[See the post by @GoHugoIO on X](https://x.com/GoHugoIO/status/1305)`,
        `![An A](a.png)`,
        ``,
        `*The letter*`,
        `<!--hidden-->`,
        `{{< collapse summary="More" >}}`,
      ].join(`\n`),
    )
    expect(converted.notes).toContain(`rewrote highlight, comment, x, figure`)
    expect(converted.notes).toContain(`converted youtube`)
    expect(converted.notes).toContain(`kept as text: {{< collapse summary="More" >}}`)
    expect(converted.references).toEqual([{ url: `a.png`, image: true }])
  })

  it(`refuses a body that loads scripts or styles, with the line`, () => {
    expect(post(`---\ntitle: A\ndate: 2020-01-01\n---\nText\n<script src="https://cdn.example.com/x.js"></script>\n`).blockers).toEqual([
      `body line 2: a <script> element: a post cannot run scripts`,
    ])
  })

  it(`turns MDX into markdown, naming the components it removes`, () => {
    const converted = post(
      `---\ntitle: A\ndate: 2020-01-01\n---\nimport Chart from './chart'\n\nText <Chart data={1} /> more.\n\n` +
        `\`\`\`jsx\nimport X from "y"\n\`\`\`\n`,
      `a`,
      `a.mdx`,
    )
    expect(converted.body).toBe(`\nText  more.\n\n\`\`\`jsx\nimport X from "y"\n\`\`\`\n`)
    expect(converted.notes).toContain(`MDX removed: imports, <Chart>`)
  })
})

describe(`writing the post`, () => {
  it(`writes front matter that this site's rules read back as written`, () => {
    const text = renderPost({
      frontMatter: [
        [`title`, `C#: "quoted" # not a comment`],
        [`date`, `2020-01-01`],
        [`author`, [`Ada`, `Hopper, Grace`, `O'Hara`]],
      ],
      body: `Body`,
    })
    const block = text.split(`---\n`)[1]
    expect(readFrontMatter(block)).toEqual({
      data: { title: `C#: "quoted" # not a comment`, date: `2020-01-01`, author: `[Ada, 'Hopper, Grace', 'O''Hara']` },
      problems: [],
    })
  })

  it(`finds and rewrites the local files a body uses`, () => {
    const body = `![A](./a.png) [B](../other/ "t") <img src="c.gif"> [web](https://x.org) [top](#top) \`![no](code.png)\``
    expect(localReferences(body)).toEqual([
      { url: `./a.png`, image: true },
      { url: `../other/`, image: false },
      { url: `c.gif`, image: true },
    ])
    const more = [`![Old](/images/a.png) [old page](/2019/05/post.html)`, ``, `[^1]: The note`, `[diagram]: ./d.svg`].join(`\n`)
    expect(localReferences(more)).toEqual([
      { url: `/images/a.png`, image: true },
      { url: `/2019/05/post.html`, image: false },
      { url: `./d.svg`, image: true },
    ])
    expect(
      rewriteReferences(
        body,
        new Map([
          [`../other/`, `/post/other`],
          [`c.gif`, `./c.gif`],
        ]),
      ),
    ).toBe(`![A](./a.png) [B](/post/other "t") <img src="./c.gif"> [web](https://x.org) [top](#top) \`![no](code.png)\``)
  })

  it(`finds a link whose text runs over two lines, and a definition on a paragraph's later line`, () => {
    const body = [`See [the post on`, `setting up](../setup/) first.`, `[logo]: ./logo.png`, ``, `    [code](./not-a-link.md)`].join(`\n`)
    expect(localReferences(body)).toEqual([
      { url: `../setup/`, image: false },
      { url: `./logo.png`, image: true },
    ])
    expect(rewriteReferences(body, new Map([[`../setup/`, `/post/setup`]]))).toContain(`setting up](/post/setup) first.`)
  })
})

describe(`small rules`, () => {
  it(`makes slugs safe`, () => {
    expect(toSlug(`Rust-1.0`)).toBe(`rust-1.0`)
    expect(toSlug(`Café crème & more!`)).toBe(`cafe-creme-more`)
  })

  it(`reads dates as written`, () => {
    expect(toDate(`2016-05-20 22:41:00 +0200`)).toBe(`2016-05-20`)
    expect(toDate(`not a date`)).toBeNull()
  })

  it(`keeps a post date's time of day, which orders the posts of one day, and no time the source did not give`, () => {
    expect(toDateTime(`2016-05-20 22:41:00 +0200`)).toBe(`2016-05-20 22:41:00 +0200`)
    expect(toDateTime(new Date(`2016-05-20T20:41:00Z`))).toBe(`2016-05-20T20:41:00.000Z`)
    expect(toDateTime(new Date(`2016-05-20`))).toBe(`2016-05-20`)
    expect(toDateTime(`2016-05-20`)).toBe(`2016-05-20`)
    expect(toDateTime(`2016-05-20T25:00:00Z`)).toBe(`2016-05-20`)
    expect(toDateTime(`Jul 08 2022`)).toBe(`2022-07-08`)
  })

  it(`reads the command line`, () => {
    expect(parseArguments([`old`, `--category`, `Rust`])).toEqual({
      inputs: [`old`],
      category: `Rust`,
      out: `content/posts`,
      report: `import-report.txt`,
    })
    expect(parseArguments([`old`, `--old-site`, `https://old.example.com`])).toMatchObject({ oldSite: `https://old.example.com` })
    expect(parseArguments([`old`, `--old-site`, `old.example.com`])).toMatch(/^--old-site needs/)
    expect(parseArguments([])).toBe(`name the old site's folder, or folders or files of posts, to import`)
    expect(parseArguments([`--force`, `x`])).toBe(`unknown option --force`)
  })
})
