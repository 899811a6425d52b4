import { dateOrder } from "../content-model/written-dates"
import { postPageContexts, type PostPageSource } from "../post-pages"
import { readFileSync } from "fs"
import { siteConfig } from "../../src/site-config"

const post = (
  slug: string,
  date: string,
  listed = true,
  tags: string[] = [`rust`],
  series: string | null = null,
  seriesOrder: number | null = null,
): PostPageSource => ({
  listed,
  language: `en`,
  fields: { slug, dateOrder: dateOrder(date.slice(0, 10), date) },
  frontmatter: { category: `Rust`, tags, series, seriesOrder },
})

/** The contexts without the language's strings each carries (asserted on their own below). */
const contextsOf = (posts: PostPageSource[]) => postPageContexts(posts).map(({ lang: _lang, strings: _strings, ...rest }) => rest)

/** A post outside any series: no parts to list. */
const outside = { seriesParts: [], seriesFirst: 0, seriesLength: 0 }

describe(`postPageContexts`, () => {
  it(`gives each listed post its neighbours by date and its related posts, and an unlisted one none`, () => {
    const contexts = contextsOf([post(`old`, `2024-01-01`), post(`about`, `2024-06-01`, false), post(`new`, `2025-01-01`)])
    expect(contexts).toEqual([
      { slug: `old`, previous: ``, next: `new`, related: [`new`], ...outside, languages: [] },
      { slug: `about`, previous: ``, next: ``, related: [], ...outside, languages: [] },
      { slug: `new`, previous: `old`, next: ``, related: [`old`], ...outside, languages: [] },
    ])
  })

  it(`orders the posts of one day by the time their dates give, a day alone as its start, then by slug`, () => {
    const contexts = contextsOf([
      post(`b-evening`, `2025-03-03T19:45:00+03:00`),
      post(`c-day-only`, `2025-03-03`),
      post(`a-morning`, `2025-03-03T06:30:00Z`),
      post(`d-no-clock`, `2025-03-03`),
    ])
    const order = (slug: string) => contexts.find(context => context.slug === slug)
    // Newest first: b-evening, a-morning, then the two without a time by slug (c before d).
    expect(order(`b-evening`)).toMatchObject({ previous: `a-morning`, next: `` })
    expect(order(`a-morning`)).toMatchObject({ previous: `c-day-only`, next: `b-evening` })
    expect(order(`c-day-only`)).toMatchObject({ previous: `d-no-clock`, next: `a-morning` })
    expect(order(`d-no-clock`)).toMatchObject({ previous: ``, next: `c-day-only` })
  })

  it(`leads through a series first: its parts in order, then the blog past either end`, () => {
    const contexts = contextsOf([
      post(`one`, `2024-01-01`, true, [], `S`, 1),
      post(`between`, `2024-02-01`),
      post(`two`, `2024-03-01`, true, [], `S`, 2),
      post(`latest`, `2024-04-01`),
    ])
    const links = new Map(contexts.map(context => [context.slug, [context.previous, context.next, context.seriesParts]]))
    expect(links.get(`one`)).toEqual([``, `two`, [`one`, `two`]])
    expect(links.get(`two`)).toEqual([`one`, `latest`, [`one`, `two`]])
    expect(links.get(`between`)).toEqual([`one`, `two`, []])
  })

  it(`lists on a long series' part only that part and its neighbours, so its page does not grow with the series`, () => {
    const parts = Array.from({ length: 300 }, (_, i) => post(`day-${i + 1}`, `2024-01-01`, true, [], `Daily log`, i + 1))
    const bySlug = new Map(contextsOf(parts).map(context => [context.slug, context]))
    expect(bySlug.get(`day-150`)).toMatchObject({
      seriesParts: [`day-148`, `day-149`, `day-150`, `day-151`, `day-152`],
      seriesFirst: 147,
      seriesLength: 300,
      previous: `day-149`,
      next: `day-151`,
    })
    expect(bySlug.get(`day-1`)).toMatchObject({ seriesParts: [`day-1`, `day-2`, `day-3`, `day-4`, `day-5`], seriesFirst: 0 })
    expect(bySlug.get(`day-300`)).toMatchObject({ seriesParts: [`day-296`, `day-297`, `day-298`, `day-299`, `day-300`], seriesFirst: 295 })
  })
})

describe(`postPageContexts' languages`, () => {
  const translated = (slug: string, translationOf: string | null = null): PostPageSource => ({
    ...post(slug, `2024-01-01`),
    frontmatter: { ...post(slug, `2024-01-01`).frontmatter, translationOf },
  })

  it(`gives the original and each translation every language, the original first; a post without any none`, () => {
    const contexts = contextsOf([
      translated(`hello-ar`, `hello`),
      translated(`hello`),
      translated(`alone`),
      translated(`hello-fr`, `hello`),
    ])
    expect(new Map(contexts.map(context => [context.slug, context.languages]))).toEqual(
      new Map([
        [`hello-ar`, [`hello`, `hello-ar`, `hello-fr`]],
        [`hello`, [`hello`, `hello-ar`, `hello-fr`]],
        [`alone`, []],
        [`hello-fr`, [`hello`, `hello-ar`, `hello-fr`]],
      ]),
    )
  })

  it(`lists a translation whose original is not published with its fellow translations only`, () => {
    const contexts = contextsOf([translated(`hola`, `gone`)])
    expect(contexts[0].languages).toEqual([`hola`])
  })
})

describe(`the posts of the site's other languages`, () => {
  it(`lead to posts of their own language only, as the English ones to English ones`, () => {
    const swahili = { ...post(`habari`, `2025-01-03`), language: `sw` }
    const contexts = contextsOf([post(`one`, `2025-01-01`), post(`two`, `2025-01-02`), swahili])
    const bySlug = new Map(contexts.map(context => [context.slug, context]))
    expect([bySlug.get(`habari`)?.previous, bySlug.get(`habari`)?.next, bySlug.get(`habari`)?.related]).toEqual([``, ``, []])
    expect(bySlug.get(`two`)?.previous).toBe(`one`)
    expect(bySlug.get(`two`)?.related).toEqual([`one`])
  })
})

it(`gives each post's page the strings of the language of its listing`, () => {
  const other = siteConfig.otherLanguages[0]
  const [english, theirs] = postPageContexts([post(`one`, `2025-01-01`), { ...post(`habari`, `2025-01-03`), language: other ?? `en` }])
  expect([english.lang, english.strings?.share.heading]).toEqual([`en`, `Share this post`])
  if (other) expect([theirs.lang, theirs.strings]).toEqual([other, JSON.parse(readFileSync(`src/i18n/${other}.json`, `utf8`))])
})
