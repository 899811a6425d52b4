import { fold, foldedText, queryWords, shardFile, shardKey, terms, tokens } from "../text"

it(`folds case and accents`, () => {
  expect(fold(`Café Ünïcode STRASSE Straße`)).toBe(`cafe unicode strasse strasse`)
})

it(`folds a title or typed text whole, its spaces trimmed and each run of them one`, () => {
  expect(foldedText(`  Crème \t brûlée:  NOTES `)).toBe(`creme brulee: notes`)
})

it(`splits words at anything but letters and digits, code included`, () => {
  expect(terms(`map_err(Error::from)? — 2024's café`)).toEqual([`map`, `err`, `error`, `from`, `2024`, `s`, `cafe`])
})

it(`splits ASCII text as it splits any other, though it reads it character by character`, () => {
  const every = Array.from({ length: 128 }, (_, code) => String.fromCharCode(code)).join(``)
  const text = `${every} Map_ERR x9 9x ${every.repeat(2)}a`
  expect(terms(text)).toEqual(tokens(text).map(token => token.term))
  expect(terms(text)).toEqual(expect.arrayContaining([`0123456789`, `abcdefghijklmnopqrstuvwxyz`, `map`, `err`, `x9`, `9x`]))
  expect(terms(`a`)).toEqual([`a`])
  expect(terms(` `)).toEqual([])
})

it(`indexes Chinese and Japanese as pairs of characters, a lone character as itself`, () => {
  expect(terms(`東京都 の Rust`)).toEqual([`東京`, `京都`, `の`, `rust`])
})

it(`reads a query: every word required, the last one a prefix while typed`, () => {
  expect(queryWords(`error hand`)).toEqual([
    { text: `error`, prefix: false, cjk: false },
    { text: `hand`, prefix: true, cjk: false },
  ])
  expect(queryWords(`error hand `).map(word => word.prefix)).toEqual([false, false])
  expect(queryWords(`東京都`).map(word => word.text)).toEqual([`東京`, `京都`])
  expect(queryWords(`東`)).toEqual([{ text: `東`, prefix: true, cjk: true }])
  expect(queryWords(`rust Rust`)).toHaveLength(1)
})

it(`names each dictionary by the first two characters, one for CJK and one-letter words`, () => {
  expect(shardKey(`config`)).toBe(`co`)
  expect(shardKey(`c`)).toBe(`c`)
  expect(shardKey(`東京`)).toBe(`東`)
  expect(shardFile(`co`)).toBe(`63-6f`)
  expect(shardFile(`東`)).toBe(`6771`)
})
