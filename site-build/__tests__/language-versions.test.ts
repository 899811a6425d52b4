import type { Page } from "gatsby"
import { pagesInLanguages } from "../language-versions"
import { siteConfig } from "../../src/site-config"

const [first, second] = siteConfig.otherLanguages
const page = (path: string) => ({ path, component: `/site/src/templates/tag.tsx`, context: { slug: path } })

/** The pages made, by path: their language and versions. */
function made(give: (inLanguage: (language: string) => (page: Page) => void) => void) {
  const created: Page[] = []
  const languages = pagesInLanguages(created.push.bind(created) as never)
  give(language => languages.inLanguage(language) as never)
  expect(created).toEqual([])
  languages.createAll()
  return Object.fromEntries(created.map(({ path, context }) => [path, context as { language: string; versions?: unknown }]))
}

const several = first && second ? describe : describe.skip

several(`pages made in several languages`, () => {
  it(`know which languages have a version of them, in the site's order, and the path of the default's`, () => {
    const pages = made(inLanguage => {
      inLanguage(second)(page(`/tags/rust`) as Page)
      inLanguage(siteConfig.lang)(page(`/tags/rust`) as Page)
      inLanguage(siteConfig.lang)(page(`/tags/go`) as Page)
      inLanguage(first)(page(`/tags/usalama`) as Page)
    })
    expect(Object.keys(pages).sort()).toEqual([`/${first}/tags/usalama`, `/${second}/tags/rust`, `/tags/go`, `/tags/rust`].sort())
    const versions = { path: `/tags/rust`, languages: [siteConfig.lang, second] }
    expect(pages[`/tags/rust`]).toMatchObject({ language: siteConfig.lang, slug: `/tags/rust`, versions })
    expect(pages[`/${second}/tags/rust`]).toMatchObject({ language: second, versions })
  })

  it(`give a page that one language alone has no versions`, () => {
    const pages = made(inLanguage => {
      inLanguage(siteConfig.lang)(page(`/tags/go`) as Page)
      inLanguage(first)(page(`/tags/usalama`) as Page)
    })
    expect(pages[`/tags/go`]).not.toHaveProperty(`versions`)
    expect(pages[`/${first}/tags/usalama`]).not.toHaveProperty(`versions`)
  })
})
