// The heading ids and the link beside each heading, as gatsby-config.ts runs the plugin.
import headingLinks from ".."
import en from "../../../src/i18n/en.json"
import sw from "../../../src/i18n/sw.json"

const WORDS = { lang: `en`, words: { en: en.markdown, sw: sw.markdown } }

type Node = { type: string; depth?: number; value?: string; url?: string; children?: Node[]; data?: Record<string, any> }

const text = (value: string): Node => ({ type: `text`, value })
const heading = (depth: number, ...children: Node[]): Node => ({ type: `heading`, depth, children })

function run(children: Node[]): Node {
  const markdownAST: Node = { type: `root`, children }
  return headingLinks({ markdownAST }, WORDS)
}

describe(`heading ids and links`, () => {
  it(`gives each heading GitHub's slug, and a repeated heading -1, -2`, () => {
    const root = run([
      heading(2, text(`Setting up: the "app"`)),
      heading(2, text(`Summary`)),
      heading(3, text(`Summary`)),
      heading(2, text(`Summary`)),
    ])
    const ids = root.children?.map(group => group.children?.[0].data?.id)
    expect(ids).toEqual([`setting-up-the-app`, `summary`, `summary-1`, `summary-2`])
  })

  it(`uses an id the writer gave ({#id} or an attribute list), and takes it out of the heading`, () => {
    const root = run([
      heading(2, text(`Setup {#install}`)),
      heading(2, text(`Usage {: #how-to .wide}`)),
      heading(2, text(`Plain`)),
      heading(2, text(`Añadir comentarios {#añadir-comentarios}`)),
      heading(2, text(`Обзор {#обзор}`)),
    ])
    const headings = root.children?.map(group => group.children?.[0])
    expect(headings?.map(node => node?.data?.id)).toEqual([`install`, `how-to`, `plain`, `añadir-comentarios`, `обзор`])
    expect(headings?.map(node => node?.children?.[0].value)).toEqual([`Setup`, `Usage`, `Plain`, `Añadir comentarios`, `Обзор`])
  })

  it(`gives the same ids on every build of the same post`, () => {
    const make = () => [heading(2, text(`One`)), heading(2, text(`One`))]
    const first = run(make()).children?.map(group => group.children?.[0].data?.id)
    expect(run(make()).children?.map(group => group.children?.[0].data?.id)).toEqual(first)
  })

  it(`puts a named link beside the heading, not inside it`, () => {
    const root = run([
      heading(2, text(`Use `), { type: `inlineCode`, value: `pub(crate)` }),
      { type: `paragraph`, children: [text(`Body`)] },
    ])
    const [group, paragraph] = root.children ?? []
    expect(group.data?.hName).toBe(`div`)
    const [h2, link] = group.children ?? []
    expect(h2.type).toBe(`heading`)
    expect(h2.children?.map(child => child.type)).toEqual([`text`, `inlineCode`])
    expect(link).toMatchObject({ type: `link`, url: `#use-pubcrate`, children: [] })
    expect(link.data?.hProperties[`aria-label`]).toBe(`Link to this section: Use pub(crate)`)
    expect(paragraph.type).toBe(`paragraph`)
  })

  it(`names the link in the post's language when the site has it, and in the site's when not`, () => {
    const link = (lang: string) => {
      const markdownAST: Node = { type: `root`, children: [heading(2, text(`Usanidi`))] }
      const root = headingLinks({ markdownAST, markdownNode: { frontmatter: { lang } } }, WORDS)
      return root.children?.[0].children?.[1].data?.hProperties[`aria-label`]
    }
    expect(link(`sw`)).toBe(`Kiungo cha sehemu hii: Usanidi`)
    expect(link(`fr`)).toBe(`Link to this section: Usanidi`)
  })

  it(`reaches headings inside other blocks, and leaves a heading without text alone`, () => {
    const root = run([{ type: `blockquote`, children: [heading(2, text(`Quoted`))] }])
    expect(root.children?.[0].children?.[0].type).toBe(`headingGroup`)
    const bare = headingLinks({ markdownAST: { type: `root`, children: [heading(2)] } }, WORDS)
    expect(bare.children?.[0].type).toBe(`heading`)
  })
})
