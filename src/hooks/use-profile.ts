import { graphql, useStaticQuery } from "gatsby"

export function useProfile() {
  const { profileJson } = useStaticQuery<Queries.ProfileQuery>(graphql`
    query Profile {
      profileJson {
        name
        handle
        email
        location
        avatar
        avatarImage {
          childImageSharp {
            gatsbyImageData(layout: CONSTRAINED, width: 96, breakpoints: [96, 144, 192, 288])
          }
        }
        avatarUrl
        bio
        quote {
          text
          attribution
        }
      }
    }
  `)
  // The build stops earlier with a clear message when profile.json is missing.
  if (!profileJson) throw new Error(`content/data/profile.json is missing`)
  return profileJson
}
