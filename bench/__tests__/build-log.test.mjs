import { buildSteps, cardFigures, searchIndexFigures } from "../build-log.mjs"

const ESC = String.fromCharCode(27)

it(`reads each step's seconds and items, adding up a step reported twice`, () => {
  const log = [
    `success compile gatsby files - 1.234s`,
    `${ESC}[2K${ESC}[1Gsuccess run queries in workers - 14.626s - 1737/1737 118.76/s`,
    `success Building static HTML for pages - 2.5s - 10/10 4.00/s`,
    `success Building static HTML for pages - 0.5s - 2/2 4.00/s`,
    `info something else`,
  ].join(`\n`)
  expect(buildSteps(log)).toEqual({
    "compile gatsby files": { seconds: 1.234, items: null },
    "run queries in workers": { seconds: 14.626, items: 1737 },
    "Building static HTML for pages": { seconds: 3, items: 12 },
  })
})

it(`reads the site's own steps, and null when a build printed none`, () => {
  const log = [
    `info link-preview cards: 3 drawn, 2 copied from the cache, 5 kept, in 300 ms`,
    `info search index: 41 files (3 written, 1 removed) in 2.5 s, heap +120 MB`,
  ].join(`\n`)
  expect(cardFigures(log)).toEqual({ drawn: 3, copied: 2, kept: 5, ms: 300, msPerDrawnCard: 100 })
  expect(searchIndexFigures(log)).toEqual({ files: 41, written: 3, seconds: 2.5, heapGrowthMB: 120 })
  // A checkout from before the index wrote only changed files.
  expect(searchIndexFigures(`info search index: 41 files in 2.5 s, heap +120 MB`)).toEqual({
    files: 41,
    written: 41,
    seconds: 2.5,
    heapGrowthMB: 120,
  })
  expect(cardFigures(``)).toBeNull()
  expect(searchIndexFigures(``)).toBeNull()
})
