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
/** Serves the index of `indexed` to load.ts, which a test then imports afresh. */
function serve(indexed: IndexedPost[]) {
  jest.resetModules()
  requested = []
  const files = buildSearchIndex(indexed)
  global.fetch = jest.fn(async (url: string) => {
    const file = url.slice(SEARCH_PATH.length + 1)
    requested.push(file)
    return { ok: files.has(file), status: files.has(file) ? 200 : 404, json: async () => JSON.parse(JSON.stringify(files.get(file))) }
  }) as unknown as typeof fetch
}
beforeEach(() => serve(posts))

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
  // Finished, it is no word of the text; it is still part of a title.
  expect(await slugs(`middlew `)).toEqual([`titled`])
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

it(`gives a search made lately the same answer again, so a Backspace finds its cards drawn`, async () => {
  const { searchIndexAt, searchPage, searchPageNow } = await load()
  const first = await searchPage(`middleware`, ``, 10)
  await searchPage(`middleware e`, ``, 10)
  expect(searchPageNow(`middleware`, ``, 10)).toBe(first)
  expect(searchPageNow(`middleware`, ``, 2)?.hits).toHaveLength(2)
  // Thirty-two later searches push it out: made again, it reads the same.
  for (let shown = 11; shown <= 42; shown++) await searchPage(`middleware`, ``, shown)
  expect(searchPageNow(`middleware`, ``, 10)).not.toBe(first)
  expect(searchPageNow(`middleware`, ``, 10)).toEqual(first)
  // Another language's index answers from its own files.
  searchIndexAt(`/sw${SEARCH_PATH}`)
  expect(searchPageNow(`middleware`, ``, 10)).toBeNull()
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

describe(`a title that contains the typed text, as SPEC §5 has it`, () => {
  const titled = (slug: string, title: string, sections: Section[] = [], category = `Notes`) =>
    post(slug, `2024-01-01`, { title, category }, sections)
  // Newest first: the order among equals.
  const titles = [
    titled(`body-notes`, `Weekly notes`, [{ id: null, heading: ``, text: `Each module here is small; the xplain tool helps.` }]),
    titled(`heading-notes`, `Reading list`, [{ id: `layout`, heading: `Module layout`, text: `Nothing more.` }]),
    titled(`submodules`, `Submodules in Git`),
    titled(`rust-modules`, `Rust Module System Explained`),
    titled(`custom-middleware`, `How to Create Custom Middleware in Django`, [], `Django`),
    titled(`mysafaricom`, `MySafaricom App Bypass via Hotspot`),
    titled(`wireless`, `Wireless Electricity Transfer: How Power Crosses the Air Gap`),
    titled(`actix`, `Building a Simple REST API with Actix Web`),
    titled(`creme`, `Crème brûlée notes`),
  ]
  beforeEach(() => serve(titles))

  it(`finds the text inside a word of a title, with what the words find elsewhere`, async () => {
    expect(await slugs(`xplain`)).toEqual([`rust-modules`, `body-notes`])
    expect(await slugs(`ust`)).toEqual([`rust-modules`, `custom-middleware`])
    expect(await slugs(`afaricom`)).toEqual([`mysafaricom`])
    expect(await slugs(`ddleware`)).toEqual([`custom-middleware`])
    expect(await slugs(`ireless`)).toEqual([`wireless`])
    expect(await slugs(`ctix`)).toEqual([`actix`])
  })

  it(`folds case and accents as the rest of search does`, async () => {
    expect(await slugs(`creme`)).toEqual([`creme`])
    expect(await slugs(`RÈME`)).toEqual([`creme`])
    expect(await slugs(`XPLAIN `)).toEqual([`rust-modules`, `body-notes`])
  })

  it(`ranks it below a title with the word, above a heading and the body`, async () => {
    expect(await slugs(`module`)).toEqual([`rust-modules`, `submodules`, `heading-notes`, `body-notes`])
  })

  it(`takes several words as one text, however spaced, beside the words themselves`, async () => {
    // "st" is no word of any post: only the title holds the text.
    expect(await slugs(`st module sys`)).toEqual([`rust-modules`])
    expect(await slugs(`  ust   MODULE `)).toEqual([`rust-modules`])
    expect(await slugs(`module rust`)).toEqual([`rust-modules`])
    expect(await slugs(`rust ust`)).toEqual([])
    // Text with no words at all is in a title too.
    expect(await slugs(`:`)).toEqual([`wireless`])
  })

  it(`finds each title that holds the text, the last one too, and none by the end of one and the start of the next`, async () => {
    expect(await slugs(`otes`)).toEqual([`body-notes`, `creme`])
    expect(await slugs(`ee notes`)).toEqual([`creme`])
    // "Weekly notes" is followed by "Reading list" in the index's order of titles.
    expect(await slugs(`otes rea`)).toEqual([])
    expect(await slugs(`ee`)).toEqual([`body-notes`, `creme`])
  })

  it(`keeps to the category`, async () => {
    expect(await slugs(`ust`, `Django`)).toEqual([`custom-middleware`])
    expect(await slugs(`ust`, `Notes`)).toEqual([`rust-modules`])
  })

  it(`marks the text in the title, inside words too`, async () => {
    const { searchPage } = await load()
    const title = async (query: string) => (await searchPage(query, ``, 10)).hits[0].title
    expect(await title(`xplain`)).toEqual([
      { text: `Rust Module System E`, mark: false },
      { text: `xplain`, mark: true },
      { text: `ed`, mark: false },
    ])
    expect(await title(`RÈME`)).toEqual([
      { text: `C`, mark: false },
      { text: `rème`, mark: true },
      { text: ` brûlée notes`, mark: false },
    ])
    expect(await title(`module sys`)).toEqual([
      { text: `Rust `, mark: false },
      { text: `Module System`, mark: true },
      { text: ` Explained`, mark: false },
    ])
  })
})
