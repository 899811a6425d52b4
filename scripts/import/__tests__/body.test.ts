/**
 * @jest-environment node
 */
import { calloutKind, toCallouts } from "../callouts"
import { rewriteGeneratorLinks } from "../generator-links"
import { disclosures, hexoAssets, markupOutsideCode, templatesAndMathLoaders } from "../markup"
import { videos } from "../videos"
import { splitFrontMatter } from "../front-matter-block"

const lines = (...all: string[]) => all.join(`\n`)

describe(`callouts`, () => {
  it(`makes Docusaurus admonitions callouts, with a title as the first bold line, leaving code alone`, () => {
    const changed = new Set<string>()
    const body = lines(`:::tip`, `Use it.`, `:::`, ``, `:::danger[Take care]`, "```js", `x()`, "```", `:::`, ``, "```md", `:::note`, "```")
    expect(toCallouts(body, changed)).toBe(
      lines(
        `> [!TIP]`,
        `> Use it.`,
        ``,
        `> [!CAUTION]`,
        `> **Take care**`,
        `>`,
        "> ```js",
        `> x()`,
        "> ```",
        ``,
        "```md",
        `:::note`,
        "```",
      ),
    )
    expect([...changed]).toEqual([`:::tip`, `:::danger`])
  })

  it(`makes MkDocs admonitions and collapsibles callouts, their content unindented`, () => {
    const body = lines(`!!! info "Read this"`, `    One`, ``, `    Two`, ``, `???+ warning`, `    Hot`, ``, `After`)
    expect(toCallouts(body, new Set())).toBe(
      lines(`> [!NOTE]`, `> **Read this**`, `>`, `> One`, `>`, `> Two`, ``, `> [!WARNING]`, `> Hot`, ``, `After`),
    )
  })

  it(`makes Hugo, Zola and Hexo admonition shortcodes callouts`, () => {
    const body = lines(
      `{{< notice tip >}}`,
      `Hugo`,
      `{{< /notice >}}`,
      `{{< admonition type="success" title="Done" >}}`,
      `Yes`,
      `{{< /admonition >}}`,
      `{% note(type="error") %}`,
      `Zola`,
      `{% end %}`,
      `{% note warning %}`,
      `Hexo`,
      `{% endnote %}`,
    )
    expect(toCallouts(body, new Set())).toBe(
      lines(`> [!TIP]`, `> Hugo`, `> [!TIP]`, `> **Done**`, `>`, `> Yes`, `> [!CAUTION]`, `> Zola`, `> [!WARNING]`, `> Hexo`),
    )
  })

  it(`maps kinds onto the five callouts`, () => {
    expect([`info`, `hint`, `important`, `attention`, `error`, `abstract`].map(calloutKind)).toEqual([
      `NOTE`,
      `TIP`,
      `IMPORTANT`,
      `WARNING`,
      `CAUTION`,
      `NOTE`,
    ])
  })
})

describe(`markup`, () => {
  it(`makes video shortcodes the video's address, a paragraph of its own`, () => {
    const changed = new Set<string>()
    const body = lines(`{{< youtube id="abc" >}}`, `Text {{ vimeo(id="123") }} more`, `{% youtube xyz %}`)
    expect(videos(body, changed)).toBe(
      lines(
        `https://www.youtube.com/watch?v=abc`,
        ``,
        `Text`,
        ``,
        `https://vimeo.com/123`,
        ``,
        `more`,
        ``,
        `https://www.youtube.com/watch?v=xyz`,
      ),
    )
  })

  it(`makes Hugo's details and PaperMod's collapse shortcodes an HTML disclosure around markdown`, () => {
    const body = lines(`{{< collapse summary="**More**" >}}`, `- a`, `{{</ collapse >}}`)
    expect(disclosures(body, new Set())).toBe(lines(`<details>`, `<summary>More</summary>`, ``, `- a`, ``, `</details>`))
  })

  it(`makes Hexo's asset tags markdown pointing into the post's asset folder`, () => {
    expect(hexoAssets(`{% asset_img diagram.png The flow %}`, `hello`, new Set())).toBe(`![The flow](hello/diagram.png)`)
  })

  it(`turns MDX heading ids into {#id}, MDX comments into HTML ones, and drops attribute lists`, () => {
    const changed = new Set<string>()
    const body = lines(
      `## Setup {/* #setup */}`,
      `{/* draft */}`,
      `## Kept {: #kept}`,
      `A [link](x){: .button} ![A](a.png){ width=300 }`,
      "```",
      `{ .keep }`,
      "```",
    )
    expect(markupOutsideCode(body, changed)).toBe(
      lines(`## Setup {#setup}`, `<!-- draft -->`, `## Kept {#kept}`, `A [link](x) ![A](a.png)`, "```", `{ .keep }`, "```"),
    )
    expect([...changed]).toEqual([`{/* #id */} heading ids`, `{/* */} comments`, `attribute lists`])
  })
})

describe(`code and math in prose`, () => {
  it(`keeps braces inside inline code, inline math and display math, and drops the attribute lists around them`, () => {
    const changed = new Set<string>()
    const body = lines(
      `A sum $\\sum_{i=1}^{n} x_i$, a span \`{i=1}\`{.lang} and \\(a_{k=2}\\) stay.`,
      `$$`,
      `\\sum_{i=1}^{n} i`,
      `$$`,
      `Money $5 and {i=1} after a link [x](y){i=1}.`,
      `Inline display $$x_{n=0}$$ too.`,
    )
    expect(markupOutsideCode(body, changed)).toBe(
      lines(
        `A sum $\\sum_{i=1}^{n} x_i$, a span \`{i=1}\` and \\(a_{k=2}\\) stay.`,
        `$$`,
        `\\sum_{i=1}^{n} i`,
        `$$`,
        `Money $5 and {i=1} after a link [x](y).`,
        `Inline display $$x_{n=0}$$ too.`,
      ),
    )
    expect([...changed]).toEqual([`attribute lists`])
  })

  it(`turns a heading's id written as an MDX comment, {/*id*/}, into {#id}`, () => {
    const changed = new Set<string>()
    expect(markupOutsideCode(lines(`## Adding state {/*adding-state*/}`, `Text {/* a note */}`), changed)).toBe(
      lines(`## Adding state {#adding-state}`, `Text <!-- a note -->`),
    )
    expect([...changed]).toEqual([`{/* id */} heading ids`, `{/* */} comments`])
  })
})

describe(`templates and math loaders`, () => {
  it(`removes Hugo's inline templates and a KaTeX loader, which the site's own math rendering replaces`, () => {
    const changed = new Set<string>()
    const body = lines(
      `$x^2$`,
      `{{< math.inline >}}`,
      `<script src="/x.js"></script>`,
      `{{</ math.inline >}}`,
      `<link rel="stylesheet" href="https://cdn.example/katex.min.css">`,
    )
    expect(templatesAndMathLoaders(body, changed)).toBe(lines(`$x^2$`, ``, ``))
    expect(changed.size).toBe(2)
  })
})

describe(`generator links`, () => {
  const context = {
    file: `/site/content/blog/a/index.md`,
    siteRoot: `/site`,
    contentRoot: `/site/content`,
    files: [
      `/site/content/blog/a/index.md`,
      `/site/content/blog/b/index.md`,
      `/site/_posts/2020-01-02-c.md`,
      `/site/content/docs/setup.md`,
    ],
  }

  it(`makes Zola's @/ links, Jekyll's post_url and Hugo's relref relative paths to the files`, () => {
    const problems: string[] = []
    const body = lines(
      `[B](@/blog/b/index.md#top)`,
      `[C]({% post_url 2020-01-02-c %})`,
      `[S]({{< relref "/docs/setup" >}})`,
      `[I]({{ "/img/a.png" | relative_url }}) [J]({{ site.baseurl }}/about/)`,
    )
    expect(rewriteGeneratorLinks(body, context, new Set(), problems)).toBe(
      lines(`[B](../b/index.md#top)`, `[C](../../../_posts/2020-01-02-c.md)`, `[S](../../docs/setup.md)`, `[I](/img/a.png) [J](/about/)`),
    )
    expect(problems).toEqual([])
  })

  it(`names a link to a page the old site does not have`, () => {
    const problems: string[] = []
    rewriteGeneratorLinks(`[X](@/blog/gone.md) {% post_url 2020-01-01-gone %}`, context, new Set(), problems)
    expect(problems).toEqual([
      `@/ link "@/blog/gone.md" names a page the old site does not have`,
      `{% post_url 2020-01-01-gone %} names a post the old site does not have`,
    ])
  })
})

describe(`front matter blocks`, () => {
  it(`reads Eleventy's ---js front matter as an object or as declarations, with nothing but plain values`, () => {
    expect(splitFrontMatter(lines(`---js`, `{ title: "A", date: new Date("2021-03-04"), tags: ["x"] }`, `---`, `Body`))).toMatchObject({
      data: { title: `A`, tags: [`x`] },
      body: `Body`,
    })
    const declared = splitFrontMatter(lines(`---js`, `const title = "B"`, `export const date = "2021-05-06"`, `---`, ``))
    expect(declared.data).toEqual({ title: `B`, date: `2021-05-06` })
    expect(splitFrontMatter(lines(`---js`, `const title = "B"`, `function shout() { return 1 }`, `---`)).error).toMatch(
      /a function \(line 3\)/,
    )
    expect(splitFrontMatter(lines(`---js`, `{ title: "A",`, `---`)).error).toMatch(/^its front matter is not valid JavaScript: /)
  })
})
