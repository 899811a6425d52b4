import { postPageContexts, type PostPageSource } from "../post-pages"

const post = (slug: string, date: string, listed = true, tags: string[] = [`rust`]): PostPageSource => ({
  listed,
  fields: { slug },
  frontmatter: { date, category: `Rust`, tags },
})

describe(`postPageContexts`, () => {
  it(`gives each listed post its neighbours by date and its related posts, and an unlisted one none`, () => {
    const contexts = postPageContexts([post(`old`, `2024-01-01`), post(`about`, `2024-06-01`, false), post(`new`, `2025-01-01`)])
    expect(contexts).toEqual([
      { slug: `old`, previous: ``, next: `new`, related: [`new`] },
      { slug: `about`, previous: ``, next: ``, related: [] },
      { slug: `new`, previous: `old`, next: ``, related: [`old`] },
    ])
  })
})
