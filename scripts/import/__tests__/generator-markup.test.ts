/**
 * @jest-environment node
 */
import { convertPost } from "../convert"
import { firstHeading } from "../front-matter-values"
import { mkdocsMarkup } from "../mkdocs-markup"
import { rewriteTemplateTags } from "../template-tags"
import { toCallouts } from "../callouts"
import { videos } from "../videos"

const lines = (...all: string[]) => all.join(`\n`)

describe(`Material for MkDocs`, () => {
  it(`makes content tabs a bold line over their content, unindented, code and all`, () => {
    const changed = new Set<string>()
    const body = lines(
      `=== "C"`,
      ``,
      "    ```c",
      `    int main() {}`,
      "    ```",
      ``,
      `=== "Rust"`,
      ``,
      `    fn main() {}`,
      ``,
      `After the tabs.`,
    )
    expect(mkdocsMarkup(body, changed)).toBe(
      lines(`**C**`, ``, "```c", `int main() {}`, "```", ``, `**Rust**`, ``, `fn main() {}`, ``, `After the tabs.`),
    )
    expect([...changed]).toEqual([`content tabs`])
  })

  it(`converts content tabs inside an admonition too, which then becomes a callout holding them`, () => {
    const body = lines(
      `??? example "Before and after"`,
      ``,
      `    === "Now"`,
      ``,
      "        ``` json",
      `        { "a": 1 }`,
      "        ```",
      ``,
      `After.`,
    )
    const converted = toCallouts(mkdocsMarkup(body, new Set()), new Set())
    expect(converted).toContain(`**Now**`)
    expect(converted).toContain('> **Now**\n>\n> ``` json\n> { "a": 1 }\n> ```')
    expect(converted).not.toContain(`===`)
  })

  it(`puts a footnote's text, written on the next line, on its own`, () => {
    const body = lines(`A claim.[^1]`, ``, `[^1]:`, `    The source, on its own line.`, ``, `[^2]: Already on one line.`)
    expect(mkdocsMarkup(body, new Set())).toBe(
      lines(`A claim.[^1]`, ``, `[^1]: The source, on its own line.`, ``, `[^2]: Already on one line.`),
    )
    // Indented as Material's own posts write them.
    expect(mkdocsMarkup(lines(`A claim.[^1]`, ``, `  [^1]:`, `    The source.`), new Set())).toBe(
      lines(`A claim.[^1]`, ``, `  [^1]: The source.`),
    )
  })

  it(`removes icon shortcodes and their attribute lists, not in code`, () => {
    const changed = new Set<string>()
    const body = lines(
      `:octicons-search-24: Search, :material-alert-decagram:{ .mdx-pulse } new`,
      "`:material-x:` stays",
      "```",
      `:simple-python:`,
      "```",
    )
    expect(mkdocsMarkup(body, changed)).toBe(lines(` Search,  new`, "`:material-x:` stays", "```", `:simple-python:`, "```"))
    expect([...changed]).toEqual([`icons`])
  })
})

describe(`TeX written with doubled backslashes (Zola, Hugo)`, () => {
  it(`gets the single backslashes the site's math reads, in pairs, outside code`, () => {
    const body = lines(`Inline \\\\(x^2\\\\) and`, ``, `\\\\[`, `\\sum_{i=1}^{n} i`, `\\\\]`, ``, "`\\\\[` in code", "```", `\\\\[`, "```")
    expect(mkdocsMarkup(body, new Set())).toBe(
      lines(`Inline \\(x^2\\) and`, ``, `\\[`, `\\sum_{i=1}^{n} i`, `\\]`, ``, "`\\\\[` in code", "```", `\\\\[`, "```"),
    )
  })

  it(`leaves a lone one as written`, () => {
    const body = `A path: C:\\\\[folder]`
    expect(mkdocsMarkup(body, new Set())).toBe(body)
  })
})

describe(`Hexo's code tags`, () => {
  it(`make fences with the language, title and marked lines, and the link after`, () => {
    const notes: string[] = []
    const body = lines(
      `{% codeblock main.js lang:js mark:2 https://example.org/main.js The source %}`,
      `const a = 1`,
      `const b = 2`,
      `{% endcodeblock %}`,
      ``,
      `{% code %}`,
      `plain`,
      `{% endcode %}`,
    )
    expect(rewriteTemplateTags(body, notes)).toBe(
      lines(
        '```js title="main.js" {2}',
        `const a = 1`,
        `const b = 2`,
        "```",
        ``,
        `[The source](https://example.org/main.js)`,
        ``,
        "```text",
        `plain`,
        "```",
      ),
    )
    expect(notes).toEqual([`rewrote codeblock`])
  })
})

describe(`a post without a title`, () => {
  it(`takes its first heading, ATX or setext, without its id or markup`, () => {
    expect(firstHeading(lines(``, `# What *MkDocs 2.0* means {#mkdocs-2}`, ``, `Text`))).toBe(`What MkDocs 2.0 means`)
    expect(firstHeading(lines(`<!-- more -->`, `A [linked](/x) title`, `===`, ``))).toBe(`A linked title`)
    expect(firstHeading(lines(`Some text first.`, ``, `# Later`))).toBeNull()
    expect(firstHeading(`## A second-level heading`)).toBeNull()
  })

  it(`is titled by it on import, and by its file name without one`, () => {
    const titled = convertPost({
      file: `mkdocs-2.md`,
      name: `mkdocs-2`,
      text: lines(`---`, `date: 2025-01-02`, `---`, ``, `# What MkDocs 2.0 means`, ``, `Text.`),
    })
    expect(titled.frontMatter.find(([key]) => key === `title`)?.[1]).toBe(`What MkDocs 2.0 means`)
    expect(titled.notes).toContain(`title taken from the first heading`)
    const named = convertPost({ file: `mkdocs-2.md`, name: `mkdocs-2`, text: lines(`---`, `date: 2025-01-02`, `---`, ``, `Text.`) })
    expect(named.notes).toContain(`title taken from the file name`)
  })
})

describe(`MDX components in any post`, () => {
  it(`make callouts of notes, pitfalls and deep dives, a paragraph of an intro, and leave code alone`, () => {
    const changed = new Set<string>()
    const body = lines(
      `<Intro>`,
      `React lets you build user interfaces.`,
      `</Intro>`,
      ``,
      `<Pitfall>`,
      `Do not mutate state.`,
      `</Pitfall>`,
      ``,
      `<DeepDive>`,
      `#### Why?`,
      `</DeepDive>`,
      ``,
      `<Callout type="warning" title="Careful">`,
      `Hot.`,
      `</Callout>`,
      ``,
      "```jsx",
      `<Note>`,
      `an example`,
      `</Note>`,
      "```",
    )
    expect(toCallouts(body, changed)).toBe(
      lines(
        `React lets you build user interfaces.`,
        ``,
        `> [!WARNING]`,
        `> Do not mutate state.`,
        ``,
        `> [!NOTE]`,
        `> **Deep dive**`,
        `>`,
        `> #### Why?`,
        ``,
        `> [!WARNING]`,
        `> **Careful**`,
        `>`,
        `> Hot.`,
        ``,
        "```jsx",
        `<Note>`,
        `an example`,
        `</Note>`,
        "```",
      ),
    )
    expect([...changed]).toEqual([`<Intro>`, `<Pitfall>`, `<DeepDive>`, `<Callout>`])
  })

  it(`make the address of a video component's video a line of its own, which the site plays`, () => {
    const changed = new Set<string>()
    const body = lines(
      `Watch:`,
      ``,
      `<YouTubeIframe src="https://www.youtube.com/embed/8pDqJVdNa44" title="React Conf" />`,
      ``,
      `<YouTube id="abc123"></YouTube>`,
      "```",
      `<YouTube id="kept" />`,
      "```",
    )
    expect(videos(body, changed)).toBe(
      lines(
        `Watch:`,
        ``,
        `https://www.youtube.com/watch?v=8pDqJVdNa44`,
        ``,
        `https://www.youtube.com/watch?v=abc123`,
        ``,
        "```",
        `<YouTube id="kept" />`,
        "```",
      ),
    )
  })
})

it(`makes Zola's image shortcodes images, the light theme's where there are two, not in code`, () => {
  const notes: string[] = []
  const body = lines(
    `{{ dual_theme_image(light_src="img/light.webp", dark_src="img/dark.webp" alt="The [stack]") }}`,
    ``,
    `{{ image_toggler(default_src="a.png", toggled_src="b.png", default_alt="Before", toggled_alt="After") }}`,
    ``,
    `{{ invertible_image(src="/img/chart.svg", alt="A chart") }} and {{ dimmable_image(src="p.jpg", alt="A photo") }}`,
    "```",
    `{{ invertible_image(src="x.svg", alt="kept") }}`,
    "```",
  )
  expect(rewriteTemplateTags(body, notes)).toBe(
    lines(
      `![The stack](img/light.webp)`,
      ``,
      `![Before](a.png)`,
      ``,
      `![A chart](/img/chart.svg) and ![A photo](p.jpg)`,
      "```",
      `{{ invertible_image(src="x.svg", alt="kept") }}`,
      "```",
    ),
  )
  expect(notes).toEqual([`rewrote dual_theme_image, image_toggler, invertible_image, dimmable_image`])
})
