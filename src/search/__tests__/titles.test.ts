import { titleSearch } from "../titles"

const posts = (holding: Uint8Array) => [...holding.keys()].filter(post => holding[post] === 1)

it(`finds each title that holds the text, anywhere in it, the last one too, and none across two titles`, () => {
  const search = titleSearch([`weekly notes`, `reading list`, `rust module system explained`, `creme brulee notes`])
  expect(posts(search(`otes`))).toEqual([0, 3])
  expect(posts(search(`xplain`))).toEqual([2])
  expect(posts(search(`notes rea`))).toEqual([])
  expect(posts(search(`notes`))).toEqual([0, 3])
  expect(posts(search(``))).toEqual([])
})

it(`finds for text typed on from the last search what a first search of it finds`, () => {
  // Among many titles the few that hold what was typed are all that the text typed on is looked for in.
  const titles = [`submodules in git`, `rust module system explained`, `modular notes`, `the module`, `max output`]
  for (let i = 0; i < 60; i++) titles.push(`filler post ${i}`)
  const typedOn = titleSearch(titles)
  for (const typed of [`m`, `mo`, `mod`, `modu`, `modul`, `module`, `modules`, `modules i`, `module`, `mo`, `e`, `ex`, `exp`]) {
    expect({ typed, posts: posts(typedOn(typed)) }).toEqual({ typed, posts: posts(titleSearch(titles)(typed)) })
  }
  // Text that does not go on from the last search is looked for in every title.
  expect(posts(typedOn(`filler post 59`))).toEqual([64])
  expect(posts(typedOn(`git`))).toEqual([0])
})
