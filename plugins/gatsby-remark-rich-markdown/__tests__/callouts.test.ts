// GitHub's alerts, on the mdast remark reads.
import unified from "unified"
import remarkParse from "remark-parse"
import { transformCallouts } from "../callouts"
import en from "../../../src/i18n/en.json"
import ar from "../../../src/i18n/ar.json"

function tree(markdown: string, words = en.markdown) {
  const root = unified().use(remarkParse).parse(markdown) as any
  transformCallouts(root, words)
  return root
}

describe(`transformCallouts`, () => {
  it.each([
    [`NOTE`, `note`, `Note`, `info`],
    [`TIP`, `tip`, `Tip`, `lightbulb`],
    [`IMPORTANT`, `important`, `Important`, `message-square-warning`],
    [`WARNING`, `warning`, `Warning`, `triangle-alert`],
    [`CAUTION`, `caution`, `Caution`, `octagon-alert`],
  ])(`makes [!%s] a callout with its label and icon`, (marker, kind, label, icon) => {
    const root = tree(`> [!${marker}]\n> Keep **this** in mind.`)
    const [open, paragraph, close] = root.children
    expect(open.value).toContain(`class="callout callout-${kind}" role="note" aria-label="${label}"`)
    expect(open.value).toContain(`<use href="#icon-${icon}">`)
    expect(open.value).toContain(`<span>${label}</span>`)
    expect(paragraph.type).toBe(`paragraph`)
    expect(paragraph.children[0].value).toBe(`Keep `)
    expect(close.value).toBe(`</div>`)
  })

  it(`takes a title written after the marker, and is not fooled by case`, () => {
    const [open] = tree(`> [!tip] Try this first\n> Body.`).children
    expect(open.value).toContain(`aria-label="Tip: Try this first"`)
    expect(open.value).toContain(`<span>Try this first</span>`)
  })

  it(`labels it in the post's language`, () => {
    const [open] = tree(`> [!WARNING]\n> Body.`, ar.markdown).children
    expect(open.value).toContain(`aria-label="${ar.markdown.callout.warning}"`)
    expect(open.value).toContain(`<span>${ar.markdown.callout.warning}</span>`)
  })

  it(`keeps a plain quote, and an unknown marker, as quotes`, () => {
    expect(tree(`> Just a quote.`).children[0].type).toBe(`blockquote`)
    expect(tree(`> [!DANGER]\n> Hm.`).children[0].type).toBe(`blockquote`)
  })

  it(`escapes the title's text`, () => {
    const [open] = tree(`> [!NOTE] Fish & "chips"\n> Body.`).children
    expect(open.value).toContain(`<span>Fish &amp; &quot;chips&quot;</span>`)
  })
})
