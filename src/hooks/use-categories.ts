import { graphql, useStaticQuery } from "gatsby"
import { sortCategories } from "../lib/post-list"

/** Every category of the listed posts of the pages of `lang`, with its count, and the number of those posts. */
export function useCategories(lang: string) {
  const { allMarkdownRemark } = useStaticQuery<Queries.CategoriesQuery>(graphql`
    query Categories {
      allMarkdownRemark(filter: { listed: { eq: true } }) {
        group(field: { language: SELECT }) {
          fieldValue
          totalCount
          group(field: { frontmatter: { category: SELECT } }) {
            fieldValue
            totalCount
          }
        }
      }
    }
  `)
  const own = allMarkdownRemark.group.find(language => language.fieldValue === lang)
  return { total: own?.totalCount ?? 0, categories: sortCategories(own?.group ?? [], lang) }
}
