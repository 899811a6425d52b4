// The whole search on a small index, as the browser runs it: the index built
// in memory, its files served to load.ts by a stand-in fetch.
import type { PostSummary } from "../../lib/post-list"
import { buildSearchIndex, type IndexedPost } from "../build-index"
import { SEARCH_PATH } from "../index-format"
import type { Section } from "../index-format"

function post(slug: string, date: string, fields: Partial<PostSummary>, sections: Section[]): IndexedPost {
  const card: PostSummary = { slug, title: slug, category: `Notes`, date, author: `A`, excerpt: ``, tags: [], image: null, ...fields }
  return { card, sections }
}

// Newest first, as the build orders them.
const posts = [
  post(`body-only`, `2025-03-01`, {}, [
    { id: `setup`, heading: `Setup`, text: `We call parse_config and handle the middleware error here.` },
  ]),
  post(`in-heading`, `2025-02-01`, {}, [{ id: `middleware-errors`, heading: `Middleware errors`, text: `Nothing else to see.` }]),
  post(`titled`, `2025-01-01`, { title: `Middleware in Django`, category: `Django` }, [
    { id: null, heading: ``, text: `A middleware wraps each request.` },
  ]),
  post(`tagged`, `2024-12-01`, { tags: [`middleware`] }, [{ id: null, heading: ``, text: `Plain words.` }]),
  post(`cafe`, `2024-11-01`, { title: `Le café du coin` }, [
    {
      id: `résumé`,
      heading: `Résumé`,
      text: `Un café crème, s'il vous plaît.`,
    },
  ]),
  post(`tokyo`, `2024-10-01`, { title: `東京都の案内` }, [
    {
      id: `概要`,
      heading: `概要`,
      text: `京都と東京都の違いについて。`,
    },
  ]),
]

let requested: string[] = []
beforeEach(() => {
  jest.resetModules()
  requested = []
  const files = buildSearchIndex(posts)
  global.fetch = jest.fn(async (url: string) => {
    const file = url.slice(SEARCH_PATH.length + 1)
    requested.push(file)
    return { ok: files.has(file), status: files.has(file) ? 200 : 404, json: async () => JSON.parse(JSON.stringify(files.get(file))) }
  }) as unknown as typeof fetch
})

const load = () => import(`../load`)
const slugs = async (query: string, category = ``) => (await (await load()).searchPage(query, category, 10)).hits.map(hit => hit.post.slug)

it(`ranks title and tag matches above headings above the body, newest first among equals`, async () => {
  expect(await slugs(`middleware`)).toEqual([`titled`, `tagged`, `in-heading`, `body-only`])
})

it(`requires every word`, async () => {
  expect(await slugs(`middleware error`)).toEqual([`in-heading`, `body-only`])
  expect(await slugs(`middleware django`)).toEqual([`titled`])
})

it(`matches the word being typed as a prefix, and finished words whole`, async () => {
  expect(await slugs(`middlew`)).toContain(`body-only`)
  expect(await slugs(`middlew `)).toEqual([])
  expect(await slugs(`parse_conf`)).toEqual([`body-only`])
})

it(`forgives one typo in a longer word, ranked below the word itself`, async () => {
  expect(await slugs(`midleware`)).toEqual([`titled`, `tagged`, `in-heading`, `body-only`])
  expect(await slugs(`middlewre `)).toHaveLength(4)
  expect(await slugs(`erorr`)).toEqual([`in-heading`, `body-only`])
  // A short word must be right.
  expect(await slugs(`cafa `)).toEqual([])
})

it(`folds accents both ways`, async () => {
  expect(await slugs(`cafe`)).toEqual([`cafe`])
  expect(await slugs(`CAFÉ resume`)).toEqual([`cafe`])
})

it(`finds Chinese and Japanese text by its characters`, async () => {
  expect(await slugs(`東京都`)).toEqual([`tokyo`])
  expect(await slugs(`京都`)).toEqual([`tokyo`])
  expect(await slugs(`大阪`)).toEqual([])
})

it(`keeps to the category, and counts what matches there`, async () => {
  const { searchPage } = await load()
  expect(await slugs(`middleware`, `Django`)).toEqual([`titled`])
  expect((await searchPage(`middleware`, `Notes`, 1)).total).toBe(3)
  expect(await slugs(`middleware`, `Nowhere`)).toEqual([])
})

it(`gives each result a snippet with the words marked and the section it is in`, async () => {
  const { searchPage } = await load()
  const [hit] = (await searchPage(`handle middlew`, ``, 10)).hits
  expect(hit.post.slug).toBe(`body-only`)
  expect(hit.snippet?.section).toEqual({ id: `setup`, heading: `Setup` })
  expect(hit.snippet?.parts.filter(part => part.mark).map(part => part.text)).toEqual([`handle`, `middleware`])
  expect(hit.snippet?.parts.map(part => part.text).join(``)).toBe(`We call parse_config and handle the middleware error here.`)
  const [titled] = (await searchPage(`django`, ``, 10)).hits
  expect(titled.title).toEqual([
    { text: `Middleware in `, mark: false },
    { text: `Django`, mark: true },
  ])
  const [tokyo] = (await searchPage(`東京`, ``, 10)).hits
  expect(tokyo.snippet?.parts.filter(part => part.mark).map(part => part.text)).toEqual([`東京`])
})

it(`fetches only the pieces a query needs, once each, and the cards it shows`, async () => {
  const { searchPage } = await load()
  await searchPage(`middleware`, ``, 2)
  expect(requested.sort()).toEqual([`d/6d-69.json`, `f/2.json`, `f/3.json`, `meta.json`, `p/6d-69.0.json`])
  requested = []
  await searchPage(`middleware`, ``, 2)
  expect(requested).toEqual([])
})

it(`says so when the index is from another version of the site`, async () => {
  global.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => [] })) as unknown as typeof fetch
  await expect((await load()).searchPage(`x`, ``, 10)).rejects.toThrow(/another version of the site/)
})

it(`answers at once, fetching nothing, when a search's pieces are in memory, and not before`, async () => {
  const { searchPage, searchPageNow } = await load()
  expect(searchPageNow(`custom middleware`, ``, 2)).toBeNull()
  const fetchedFirst = await searchPage(`custom middleware`, ``, 2)
  requested = []
  expect(searchPageNow(`custom middleware`, ``, 2)).toEqual(fetchedFirst)
  expect(requested).toEqual([])
  // Another word's dictionary is not fetched yet.
  expect(searchPageNow(`django`, ``, 2)).toBeNull()
})

it(`lets a one-letter word still being typed narrow nothing, and a finished one narrow as any word`, async () => {
  const { searchPage } = await load()
  expect(await slugs(`middleware h`)).toEqual(await slugs(`middleware `))
  // Nor does it mark its words: the answer reads as the finished word's.
  expect(await searchPage(`middleware h`, ``, 10)).toEqual(await searchPage(`middleware`, ``, 10))
  // Alone, it shows every post, newest first.
  expect(await slugs(`m`)).toEqual(posts.map(({ card }) => card.slug))
  expect((await searchPage(`m`, `Django`, 10)).total).toBe(1)
  // "s" is a word of "s'il vous plaît": being typed, it is not asked for yet; finished, it narrows.
  expect(await slugs(`s`)).toEqual(posts.map(({ card }) => card.slug))
  expect(await slugs(`s `)).toEqual([`cafe`])
  expect(await slugs(`middleware h `)).toEqual([])
  expect(await slugs(`?`)).toEqual([])
})
