import type { Dictionary } from "../index-format"
import { matchTerms, oneEditAway } from "../query"

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
