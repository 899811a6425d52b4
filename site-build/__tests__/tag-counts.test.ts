import { sortCategories, tagCounts } from "../tag-counts"

describe(`tagCounts`, () => {
  it(`counts each tag's posts, most used first, then by name`, () => {
    const groups = [
      { fieldValue: `web`, totalCount: 3 },
      { fieldValue: `async`, totalCount: 1 },
      { fieldValue: `rust`, totalCount: 3 },
      { fieldValue: `Django`, totalCount: 1 },
    ]
    expect(tagCounts(groups, `en`)).toEqual([
      { name: `rust`, slug: `rust`, count: 3 },
      { name: `web`, slug: `web`, count: 3 },
      { name: `async`, slug: `async`, count: 1 },
      { name: `Django`, slug: `django`, count: 1 },
    ])
  })

  it(`adds up spellings of one address and names the tag by its most used spelling`, () => {
    const groups = [
      { fieldValue: `rust`, totalCount: 1 },
      { fieldValue: `Rust`, totalCount: 4 },
      { fieldValue: `C#`, totalCount: 1 },
      { fieldValue: `c-sharp`, totalCount: 1 },
      { fieldValue: null, totalCount: 2 },
    ]
    expect(tagCounts(groups, `en`)).toEqual([
      { name: `Rust`, slug: `rust`, count: 5 },
      { name: `C#`, slug: `c-sharp`, count: 2 },
    ])
  })

  it(`gives no tags for no groups`, () => {
    expect(tagCounts([], `en`)).toEqual([])
  })
})

it(`sorts categories by name with their counts`, () => {
  expect(
    sortCategories(
      [
        { fieldValue: `Rust`, totalCount: 2 },
        { fieldValue: `Cybersecurity`, totalCount: 1 },
        { fieldValue: null, totalCount: 1 },
      ],
      `en`,
    ),
  ).toEqual([
    { name: `Cybersecurity`, count: 1 },
    { name: `Rust`, count: 2 },
  ])
})

it(`sorts categories in other letters by the page's language`, () => {
  const groups = [`Zebra`, `Ärende`, `Apa`].map(fieldValue => ({ fieldValue, totalCount: 1 }))
  expect(sortCategories(groups, `sv`).map(category => category.name)).toEqual([`Apa`, `Zebra`, `Ärende`])
  expect(sortCategories(groups, `de`).map(category => category.name)).toEqual([`Apa`, `Ärende`, `Zebra`])
})
