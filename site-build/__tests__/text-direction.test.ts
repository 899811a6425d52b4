import { siteWritesRightToLeft, writesRightToLeft } from "../text-direction"

const post = (markdown: string, lang?: string | null) => ({ lang, markdown })

describe(`writesRightToLeft`, () => {
  it(`is false for a site in English alone, its posts without a language of their own or in another written left to right`, () => {
    expect(writesRightToLeft([`en`], [post(`Hello **world**.`), post(`Habari.`, `sw`), post(`<p dir="ltr">x</p>`, null)])).toBe(false)
  })

  it(`is true when one of the site's languages is written right to left, posts or none`, () => {
    expect(writesRightToLeft([`en`, `sw`, `ar`], [])).toBe(true)
    expect(writesRightToLeft([`he`], [])).toBe(true)
  })

  it(`is true for a post in such a language on a site without it, by its primary tag or its script`, () => {
    expect(writesRightToLeft([`en`], [post(`Hello.`), post(`مرحبا`, `ar`)])).toBe(true)
    expect(writesRightToLeft([`en`], [post(`...`, `az-Arab`)])).toBe(true)
  })

  it(`is true for markdown with raw HTML set right to left, or left for the browser to decide, however the attribute is written`, () => {
    for (const html of [`<p lang="ar" dir="rtl">…</p>`, `<div dir='RTL'>`, `<span dir=rtl>`, `<bdo dir = "auto">`]) {
      expect([html, writesRightToLeft([`en`], [post(`Text.\n\n${html}`)])]).toEqual([html, true])
    }
  })

  it(`is not fooled by the words "dir" or "rtl" in the prose`, () => {
    expect(writesRightToLeft([`en`], [post(`Set the dir attribute to rtl, or use a direction of ltr; rtl = right to left.`)])).toBe(false)
  })
})

describe(`siteWritesRightToLeft`, () => {
  const nodes = (...posts: Array<{ lang?: string; body: string }>) => ({
    getNodesByType: () => posts.map(({ lang, body }) => ({ frontmatter: { lang }, rawMarkdownBody: body })) as never,
  })

  it(`reads each markdown node's language and body`, () => {
    expect(siteWritesRightToLeft(nodes({ body: `Hello.` }, { lang: `sw`, body: `Habari.` }), [`en`])).toBe(false)
    expect(siteWritesRightToLeft(nodes({ body: `Hello.` }, { lang: `fa`, body: `سلام` }), [`en`])).toBe(true)
    expect(siteWritesRightToLeft(nodes({ body: `<p dir="rtl">שלום</p>` }), [`en`])).toBe(true)
    expect(siteWritesRightToLeft(nodes(), [`en`, `ar`])).toBe(true)
  })
})
