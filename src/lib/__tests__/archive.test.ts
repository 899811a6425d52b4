import { archivePages, archiveSummary, byYearAndMonth } from "../archive"

const posts = [
  { slug: `d`, date: `2025-03-23`, updated: null },
  { slug: `c`, date: `2025-03-01T09:00:00+03:00`, updated: `2025-06-02` },
  { slug: `b`, date: `2025-01-14` },
  { slug: `a`, date: `2023-11-08` },
]

it(`counts the posts of each year and month, newest first, and the day the blog last changed`, () => {
  expect(archiveSummary(posts)).toEqual({
    total: 4,
    years: [
      {
        year: 2025,
        count: 3,
        months: [
          { month: 3, count: 2 },
          { month: 1, count: 1 },
        ],
      },
      { year: 2023, count: 1, months: [{ month: 11, count: 1 }] },
    ],
    lastUpdated: `2025-06-02`,
    split: false,
  })
  expect(archiveSummary([])).toEqual({ total: 0, years: [], lastUpdated: null, split: false })
})

it(`makes one page of every post up to the split, then a page of counts and one page per year`, () => {
  expect(archivePages(posts).map(page => [page.path, page.context.year, page.context.slugs])).toEqual([
    [`/archive`, null, [`d`, `c`, `b`, `a`]],
  ])
  const split = archivePages(posts, 3)
  expect(split.map(page => [page.path, page.context.year, page.context.slugs])).toEqual([
    [`/archive`, null, []],
    [`/archive/2025`, 2025, [`d`, `c`, `b`]],
    [`/archive/2023`, 2023, [`a`]],
  ])
  expect(split.every(page => page.context.summary.split)).toBe(true)
})

it(`groups a page's posts by the year and month their date names`, () => {
  expect(
    byYearAndMonth(posts).map(({ year, months }) => [year, months.map(({ month, posts }) => [month, posts.map(post => post.slug)])]),
  ).toEqual([
    [
      2025,
      [
        [3, [`d`, `c`]],
        [1, [`b`]],
      ],
    ],
    [2023, [[11, [`a`]]]],
  ])
})
