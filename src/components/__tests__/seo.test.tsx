import React from "react"
import { render, screen, within } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import { Helmet } from "react-helmet"
import { Seo } from "../seo"
import { SiteLanguages } from "../site-languages"
import { PageWords, type Strings } from "../../i18n/words"
import en from "../../i18n/en.json"
import { languageName } from "../../lib/languages"
import { SITE_LANGUAGES, languagePath, ogLocale } from "../../lib/site-languages"

beforeEach(() => {
  jest.mocked(useStaticQuery).mockReturnValue({
    site: {
      buildYear: `2025`,
      siteMetadata: {
        title: `jumakip`,
        description: `Site description`,
        siteUrl: `https://site.example.com`,
        image: `/images/og-default.jpg`,
      },
    },
  })
})

function headAfterRender(element: React.ReactElement) {
  render(element)
  const head = Helmet.peek()
  const meta = new Map<string, string>()
  for (const tag of head.metaTags as unknown as { property?: string; name?: string; content: string }[]) {
    meta.set((tag.property ?? tag.name) as string, tag.content)
  }
  return { title: head.title, meta, links: head.linkTags as unknown as { rel: string; href: string }[] }
}

it(`writes every social-sharing tag for a post, with absolute URLs`, () => {
  const head = headAfterRender(
    <Seo
      title="Rust Module System Explained"
      documentTitle="jumakip | rust-module-system-explained"
      description="Crates and modules."
      path="/post/rust-module-system-explained"
      image="/images/posts/rust.jpg"
      type="article"
    />,
  )
  expect(head.title).toBe(`jumakip | rust-module-system-explained`)
  expect(Object.fromEntries(head.meta)).toEqual({
    description: `Crates and modules.`,
    "og:title": `Rust Module System Explained`,
    "og:description": `Crates and modules.`,
    "og:image": `https://site.example.com/images/posts/rust.jpg`,
    "og:url": `https://site.example.com/post/rust-module-system-explained`,
    "og:type": `article`,
    "og:site_name": `jumakip`,
    // A site of several languages names the page's.
    ...(SITE_LANGUAGES.length > 1 ? { "og:locale": `en` } : {}),
    "twitter:card": `summary_large_image`,
    "twitter:title": `Rust Module System Explained`,
    "twitter:description": `Crates and modules.`,
    "twitter:image": `https://site.example.com/images/posts/rust.jpg`,
  })
  expect(head.links).toContainEqual(
    expect.objectContaining({ rel: `canonical`, href: `https://site.example.com/post/rust-module-system-explained` }),
  )
})

it(`falls back to the title for descriptions and to the site image`, () => {
  const { meta, title } = headAfterRender(<Seo title="Projects" path="/projects" />)
  expect(title).toBe(`Projects`)
  expect(meta.get(`og:description`)).toBe(`Projects`)
  expect(meta.get(`twitter:description`)).toBe(`Projects`)
  expect(meta.get(`og:type`)).toBe(`website`)
  expect(meta.get(`og:image`)).toBe(`https://site.example.com/images/og-default.jpg`)
})

it(`keeps an image on another host as it is`, () => {
  const { meta } = headAfterRender(<Seo title="T" path="/post/t" image="https://images.example.com/t.jpg" />)
  expect(meta.get(`og:image`)).toBe(`https://images.example.com/t.jpg`)
})

describe(`a page some of the site's languages have`, () => {
  const [, other] = SITE_LANGUAGES
  const several = other ? it : it.skip
  const inLanguage = (lang: string, languages: string[]) => (
    <PageWords context={{ lang, strings: en as Strings, versions: { path: `/tags/rust`, languages } }}>
      <Seo title="rust" path={languagePath(lang, `/tags/rust`)} />
      <SiteLanguages />
    </PageWords>
  )
  const alternates = (links: Array<{ rel: string; href: string; hrefLang?: string }>) =>
    links.filter(link => link.rel === `alternate`).map(link => `${link.hrefLang} ${link.href}`)

  several(`names each version and x-default, and the footer leads to them, or to a language's home`, () => {
    const { links, meta } = headAfterRender(inLanguage(other, [SITE_LANGUAGES[0], other]))
    expect(alternates(links)).toEqual([
      `${SITE_LANGUAGES[0]} https://site.example.com/tags/rust`,
      `${other} https://site.example.com${languagePath(other, `/tags/rust`)}`,
      `x-default https://site.example.com/tags/rust`,
    ])
    expect(meta.get(`og:locale:alternate`)).toBe(ogLocale(SITE_LANGUAGES[0]))
    const footer = screen.getByRole(`navigation`)
    expect(within(footer).getByRole(`link`, { name: languageName(SITE_LANGUAGES[0]) })).toHaveAttribute(`href`, `/tags/rust`)
    for (const missing of SITE_LANGUAGES.slice(2))
      expect(within(footer).getByRole(`link`, { name: languageName(missing) })).toHaveAttribute(`href`, languagePath(missing, `/`))
  })

  several(`takes the first version for x-default when the default language has none`, () => {
    const { links } = headAfterRender(inLanguage(other, [other]))
    expect(alternates(links)).toEqual([
      `${other} https://site.example.com${languagePath(other, `/tags/rust`)}`,
      `x-default https://site.example.com${languagePath(other, `/tags/rust`)}`,
    ])
  })
})
