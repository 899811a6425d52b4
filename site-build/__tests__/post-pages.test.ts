import { postPageContexts, type PostPageSource } from "../post-pages"

const post = (
  slug: string,
  date: string,
  listed = true,
  tags: string[] = [`rust`],
  series: string | null = null,
  seriesOrder: number | null = null,
): PostPageSource => ({
  listed,
  fields: { slug },
  frontmatter: { date, category: `Rust`, tags, series, seriesOrder },
})

describe(`postPageContexts`, () => {
  it(`gives each listed post its neighbours by date and its related posts, and an unlisted one none`, () => {
    const contexts = postPageContexts([post(`old`, `2024-01-01`), post(`about`, `2024-06-01`, false), post(`new`, `2025-01-01`)])
    expect(contexts).toEqual([
      { slug: `old`, previous: ``, next: `new`, related: [`new`], seriesParts: [] },
      { slug: `about`, previous: ``, next: ``, related: [], seriesParts: [] },
      { slug: `new`, previous: `old`, next: ``, related: [`old`], seriesParts: [] },
    ])
  })

  it(`leads through a series first: its parts in order, then the blog past either end`, () => {
    const contexts = postPageContexts([
      post(`one`, `2024-01-01`, true, [], `S`, 1),
      post(`between`, `2024-02-01`),
      post(`two`, `2024-03-01`, true, [], `S`, 2),
      post(`latest`, `2024-04-01`),
    ])
    const links = new Map(contexts.map(context => [context.slug, [context.previous, context.next, context.seriesParts]]))
    expect(links.get(`one`)).toEqual([``, `two`, [`one`, `two`]])
    expect(links.get(`two`)).toEqual([`one`, `latest`, [`one`, `two`]])
    expect(links.get(`between`)).toEqual([`one`, `two`, []])
  })
})
