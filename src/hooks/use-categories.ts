import { graphql, useStaticQuery } from "gatsby"

/**
 * Every category of the listed posts of the pages of `lang`, with its count, by name in the language's order, and the
 * number of those posts: counted and ordered when the site is built (site-build/listing-counts.ts).
 */
export function useCategories(lang: string) {
  const { categoriesByLanguage } = useStaticQuery<Queries.CategoriesQuery>(graphql`
    query Categories {
      categoriesByLanguage {
        language
        total
        categories {
          name
          count
        }
      }
    }
  `)
  const own = categoriesByLanguage.find(each => each.language === lang)
  return { total: own?.total ?? 0, categories: own?.categories ?? [] }
}
