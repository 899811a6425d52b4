import { graphql, useStaticQuery } from "gatsby"
import { sortCategories } from "../lib/post-list"

/** Every category of the listed posts, with its count, and the number of listed posts. */
export function useCategories() {
  const { allMarkdownRemark } = useStaticQuery<Queries.CategoriesQuery>(graphql`
    query Categories {
      allMarkdownRemark(filter: { listed: { eq: true } }) {
        totalCount
        group(field: { frontmatter: { category: SELECT } }) {
          fieldValue
          totalCount
        }
      }
    }
  `)
  return { total: allMarkdownRemark.totalCount, categories: sortCategories(allMarkdownRemark.group) }
}
