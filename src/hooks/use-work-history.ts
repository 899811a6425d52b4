import { graphql, useStaticQuery } from "gatsby"

export function useWorkHistory() {
  const { allWorkJson } = useStaticQuery<Queries.WorkHistoryQuery>(graphql`
    query WorkHistory {
      allWorkJson {
        nodes {
          company
          link
          role
          date
        }
      }
    }
  `)
  return allWorkJson.nodes
}
