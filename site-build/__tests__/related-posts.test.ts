import { readingLinks, relatedPosts, type PostFacts } from "../related-posts"

const post = (slug: string, date: string, category: string, tags: string[] = []): PostFacts => ({ slug, date, category, tags })

describe(`relatedPosts`, () => {
  const self = post(`self`, `2024-06-01`, `Rust`, [`rust`, `web`, `async`])

  it(`puts the posts sharing the most tags first, then the same category, newest first`, () => {
    const others = [
      post(`one-tag-old`, `2023-01-01`, `Other`, [`web`]),
      post(`two-tags`, `2022-01-01`, `Other`, [`Rust`, `async`]),
      post(`one-tag-new`, `2024-01-01`, `Other`, [`rust`]),
      post(`one-tag-same-category`, `2021-01-01`, `Rust`, [`web`]),
      post(`category-only`, `2025-01-01`, `Rust`, [`go`]),
    ]
    expect(relatedPosts(self, others, 10)).toEqual([`two-tags`, `one-tag-same-category`, `one-tag-new`, `one-tag-old`, `category-only`])
  })

  it(`gives at most three, and never the post itself`, () => {
    const others = [self, ...[1, 2, 3, 4].map(n => post(`p${n}`, `2024-0${n}-01`, `Rust`))]
    expect(relatedPosts(self, others)).toEqual([`p4`, `p3`, `p2`])
  })

  it(`gives none when asked for none`, () => {
    expect(relatedPosts(self, [post(`near`, `2024-01-01`, `Rust`, [`rust`])], 0)).toEqual([])
  })

  it(`gives none when nothing shares a tag or the category`, () => {
    expect(relatedPosts(self, [post(`far`, `2024-01-01`, `Physics`, [`physics`])])).toEqual([])
  })

  it(`counts a tag once, whatever its spelling`, () => {
    const others = [post(`dupes`, `2020-01-01`, `X`, [`Rust`, `rust`]), post(`two`, `2019-01-01`, `X`, [`rust`, `web`])]
    expect(relatedPosts(self, others)).toEqual([`two`, `dupes`])
  })
})

describe(`readingLinks`, () => {
  it(`links each post to the one before and after it by date`, () => {
    const links = readingLinks([post(`b`, `2024-02-01`, `X`), post(`c`, `2024-03-01`, `Y`), post(`a`, `2024-01-01`, `Z`)])
    expect(links.get(`a`)).toMatchObject({ previous: null, next: `b` })
    expect(links.get(`b`)).toMatchObject({ previous: `a`, next: `c` })
    expect(links.get(`c`)).toMatchObject({ previous: `b`, next: null })
    expect(links.get(`b`)?.related).toEqual([])
  })

  it(`orders posts of the same day by slug, so every build agrees`, () => {
    const links = readingLinks([post(`y`, `2024-01-01`, `X`), post(`x`, `2024-01-01`, `X`)])
    expect(links.get(`x`)).toMatchObject({ previous: `y`, next: null, related: [`y`] })
    expect(links.get(`y`)).toMatchObject({ previous: null, next: `x` })
  })
})

describe(`relatedPosts on a larger blog`, () => {
  /** The rule as written, comparing every pair: what the indexed search must agree with. */
  const everyPair = (self: PostFacts, others: PostFacts[]): string[] => {
    const tags = new Set(self.tags.map(tag => tag.toLowerCase()))
    return others
      .filter(other => other.slug !== self.slug)
      .map(other => ({
        other,
        shared: new Set(other.tags.map(tag => tag.toLowerCase()).filter(tag => tags.has(tag))).size,
        same: other.category === self.category,
      }))
      .filter(({ shared, same }) => shared > 0 || same)
      .sort(
        (a, b) =>
          b.shared - a.shared ||
          Number(b.same) - Number(a.same) ||
          (a.other.date === b.other.date ? a.other.slug.localeCompare(b.other.slug) : a.other.date < b.other.date ? 1 : -1),
      )
      .slice(0, 3)
      .map(({ other }) => other.slug)
  }

  it(`finds the same posts as comparing every pair`, () => {
    const tags = [`Rust`, `rust`, `web`, `async`, `go`, `css`, `db`]
    const posts = Array.from({ length: 300 }, (_, n) =>
      post(`p${n}`, `202${n % 5}-0${1 + (n % 7)}-1${n % 3}`, `C${n % 6}`, [
        tags[n % 7],
        tags[(n * 3) % 7],
        ...(n % 4 ? [] : [tags[(n * 5) % 7]]),
      ]),
    )
    const links = readingLinks(posts)
    for (const self of posts) expect(links.get(self.slug)?.related).toEqual(everyPair(self, posts))
  })

  it(`finds the same posts when every post shares every tag (a single-topic blog)`, () => {
    const posts = Array.from({ length: 400 }, (_, n) =>
      post(`p${n}`, `2024-01-${String(1 + (n % 28)).padStart(2, `0`)}`, `C${n % 5}`, [`rust`, `web`, `async`, `db`, `api`]),
    )
    const links = readingLinks(posts)
    for (const self of posts) expect(links.get(self.slug)?.related).toEqual(everyPair(self, posts))
  })

  it(`finds the same posts when a few tags are common and most are rare`, () => {
    // Tag k drawn with a weight of 1/k (Zipf's law): a few long index lists, many short ones.
    let seed = 7
    const next = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646
    const weights = Array.from({ length: 150 }, (_, k) => 1 / (k + 1))
    const total = weights.reduce((sum, weight) => sum + weight, 0)
    const draw = () => {
      let left = next() * total
      return `t${weights.findIndex(weight => (left -= weight) < 0)}`
    }
    const posts = Array.from({ length: 1200 }, (_, n) =>
      post(
        `p${n}`,
        `20${10 + (n % 13)}-0${1 + (n % 9)}-1${n % 10}`,
        `C${Math.floor(next() * 30)}`,
        Array.from({ length: 1 + Math.floor(next() * 4) }, draw),
      ),
    )
    const links = readingLinks(posts)
    for (const self of posts) expect(links.get(self.slug)?.related).toEqual(everyPair(self, posts))
  })
})
