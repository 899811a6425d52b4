import { graphql, useStaticQuery } from "gatsby"

export function useSocials() {
  const { allSocialsJson } = useStaticQuery<Queries.SocialsQuery>(graphql`
    query Socials {
      allSocialsJson {
        nodes {
          socialId
          name
          description
          icon
          url
        }
      }
    }
  `)
  return allSocialsJson.nodes
}
