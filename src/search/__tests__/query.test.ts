import type { Dictionary } from "../index-format"
import { FIELD } from "../index-format"
import { matchTerms, oneEditAway, rankPosts, type TermMatch } from "../query"

const dictionary: Dictionary = [
  [`crate`, 2, 0],
  [`crates`, 1, 0],
  [`create`, 5, 0],
  [`created`, 3, 1],
]
const terms = (text: string, prefix: boolean) => matchTerms({ text, prefix, cjk: false }, dictionary).map(match => match.term)

it(`takes a word the index has as meant, with the longer words it starts while typed`, () => {
  expect(terms(`crate`, false)).toEqual([`crate`])
  expect(terms(`crate`, true)).toEqual([`crate`, `crates`])
  expect(terms(`creat`, true)).toEqual([`create`, `created`])
})

it(`looks one typo away only for a word the index lacks`, () => {
  expect(terms(`craete`, false)).toEqual([`create`, `crate`])
  expect(terms(`craet`, true)).toEqual([`create`, `created`, `crate`, `crates`])
  expect(terms(`crat`, false)).toEqual([])
})

it(`counts one replacement, insertion, deletion or swap as one edit`, () => {
  expect([
    oneEditAway(`abcde`, `abxde`),
    oneEditAway(`abcde`, `abde`),
    oneEditAway(`abde`, `abcde`),
    oneEditAway(`abcde`, `bacde`),
  ]).toEqual([true, true, true, true])
  expect([oneEditAway(`abcde`, `abcde`), oneEditAway(`abcde`, `axcxe`), oneEditAway(`abcde`, `abc`)]).toEqual([false, false, false])
})

it(`finds a word and the words it starts anywhere in a larger dictionary, in order`, () => {
  const large: Dictionary = Array.from({ length: 500 }, (_, i) => [`w${String(i).padStart(3, `0`)}`, i, 0])
  const found = matchTerms({ text: `w12`, prefix: true, cjk: false }, large).map(match => match.term)
  // w12 itself is not a term: the ten commonest words it starts.
  expect(found).toEqual([`w129`, `w128`, `w127`, `w126`, `w125`, `w124`, `w123`, `w122`, `w121`, `w120`])
  expect(matchTerms({ text: `w499`, prefix: false, cjk: false }, large).map(match => match.term)).toEqual([`w499`])
})

describe(`rankPosts`, () => {
  // A made-up index: each of three terms in some posts, in some fields.
  const posts = 300
  const random = (
    seed => () =>
      (seed = (seed * 16807) % 2147483647) / 2147483647
  )(7)
  const FIELDS = [FIELD.title, FIELD.heading, FIELD.body, FIELD.body | FIELD.tag]
  const lists = new Map<string, number[]>()
  for (const term of [`a`, `b`, `c`]) {
    const list: number[] = []
    let previous = 0
    for (let post = 0; post < posts; post++) {
      if (random() < 0.5) continue
      list.push(post - previous, FIELDS[Math.floor(random() * FIELDS.length)], 0)
      previous = post
    }
    lists.set(term, list)
  }
  const match = (term: string, weight = 1): TermMatch => ({ term, piece: 0, weight })
  const words = [[match(`a`), match(`b`, 0.9)], [match(`c`)]]
  const all = rankPosts(
    words,
    posts,
    m => lists.get(m.term) ?? [],
    () => true,
    posts,
  )

  it(`ranks every post with all the words, best first and newest first among equals`, () => {
    expect(all.best).toHaveLength(all.total)
    for (let i = 1; i < all.best.length; i++) {
      const [before, after] = [all.best[i - 1], all.best[i]]
      expect(before.score > after.score || (before.score === after.score && before.post < after.post)).toBe(true)
    }
  })

  it(`keeps the best few of those a filter keeps, and counts them all`, () => {
    const even = (post: number) => post % 2 === 0
    const some = rankPosts(words, posts, m => lists.get(m.term) ?? [], even, 10)
    const expected = all.best.filter(({ post }) => even(post))
    expect(some.total).toBe(expected.length)
    expect(some.best).toEqual(expected.slice(0, 10))
  })
})

it(`adds the posts whose title holds the typed text, below a title with the words, above a heading`, () => {
  // Post 0 has the word in its title, 1 in a heading, 2 in its body, 3 nowhere but inside a word of its title.
  const list = [0, FIELD.title, 0, 1, FIELD.heading, 0, 1, FIELD.body, 0]
  const word = [{ term: `module`, piece: 0, weight: 1 }]
  const inTitle = (post: number) => post === 0 || post === 3
  const rank = (keep: (post: number) => boolean) => rankPosts([word], 4, () => list, keep, 10, inTitle)
  const { total, best } = rank(() => true)
  expect(total).toBe(4)
  expect(best.map(({ post }) => post)).toEqual([0, 3, 1, 2])
  expect(rank(post => post !== 3).total).toBe(3)
})
