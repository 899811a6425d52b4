import { graphql, useStaticQuery } from "gatsby"

export function useSiteMetadata() {
  const { site } = useStaticQuery<Queries.SiteMetadataQuery>(graphql`
    query SiteMetadata {
      site {
        buildYear: buildTime(formatString: "YYYY")
        siteMetadata {
          title
          description
          siteUrl
          image
        }
      }
    }
  `)
  if (!site?.siteMetadata) throw new Error(`siteMetadata is missing from gatsby-config.ts`)
  return { ...site.siteMetadata, buildYear: Number(site.buildYear) }
}
