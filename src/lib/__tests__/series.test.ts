import { LISTED_PARTS_LIMIT, allSeries, partsShown, seriesPath, seriesPlace } from "../series"

const posts = [
  { slug: `c`, date: `2025-03-01`, series: `Actix Web in Practice`, seriesOrder: null },
  { slug: `a`, date: `2025-05-01`, series: `actix web in practice`, seriesOrder: 1 },
  { slug: `b`, date: `2024-01-01`, series: `Actix Web in Practice`, seriesOrder: 2 },
  { slug: `d`, date: `2024-02-01`, series: `Actix Web in Practice`, seriesOrder: null },
  { slug: `x`, date: `2024-02-01`, series: null, seriesOrder: null },
]

it(`orders each series by seriesOrder, then by date, and treats spellings that differ in case as one`, () => {
  expect(allSeries(posts)).toEqual([{ name: `actix web in practice`, path: `/series/actix-web-in-practice`, parts: [`a`, `b`, `d`, `c`] }])
  expect(seriesPath(`C# & .NET`)).toBe(`/series/c-sharp-net`)
})

it(`places a post in its series with its neighbours there`, () => {
  const series = allSeries(posts)
  expect(seriesPlace(series, `b`)).toMatchObject({ index: 1, previous: `a`, next: `d` })
  expect(seriesPlace(series, `a`)).toMatchObject({ index: 0, previous: null, next: `b` })
  expect(seriesPlace(series, `x`)).toBeNull()
})

it(`lists every part of a short series, and five around the part being read in a long one`, () => {
  const short = Array.from({ length: LISTED_PARTS_LIMIT }, (_, i) => `p${i}`)
  expect(partsShown(short, 7)).toEqual({ slugs: short, first: 0 })
  const long = [...short, `p${LISTED_PARTS_LIMIT}`]
  expect(partsShown(long, 6)).toEqual({ slugs: [`p4`, `p5`, `p6`, `p7`, `p8`], first: 4 })
  expect(partsShown(long, 0)).toEqual({ slugs: [`p0`, `p1`, `p2`, `p3`, `p4`], first: 0 })
  expect(partsShown(long, LISTED_PARTS_LIMIT)).toMatchObject({ first: LISTED_PARTS_LIMIT - 4 })
})
