import { pageLanguage } from "../page-language"

const pages: Record<string, unknown> = {
  "/sw/tags": { result: { pageContext: { lang: `sw` } } },
  "/post/habari": { result: { pageContext: { lang: `sw` }, data: { post: { frontmatter: { lang: `sw` } } } } },
  "/post/shalom": { result: { pageContext: { lang: `en` }, data: { post: { frontmatter: { lang: `he` } } } } },
  "/post/plain": { result: { pageContext: {}, data: { post: { frontmatter: { lang: null } } } } },
}
const load = (pathname: string) => {
  if (!(pathname in pages)) throw new Error(`no page data for ${pathname}`)
  return pages[pathname]
}

it(`names the page's language, and a post's own where it has another, with the page's around it`, () => {
  expect(pageLanguage(load, `/sw/tags`)).toEqual({ lang: `sw`, page: `sw` })
  expect(pageLanguage(load, `/post/habari`)).toEqual({ lang: `sw`, page: `sw` })
  expect(pageLanguage(load, `/post/shalom`)).toEqual({ lang: `he`, page: `en` })
})

it(`names none for a page made without a language, a page without page data, or a build without the loader`, () => {
  expect(pageLanguage(load, `/post/plain`)).toBeNull()
  expect(pageLanguage(load, `/dev-404-page`)).toBeNull()
  expect(pageLanguage(undefined, `/sw/tags`)).toBeNull()
})
