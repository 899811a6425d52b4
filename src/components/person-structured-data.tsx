// The owner as a schema.org Person on a ProfilePage, for the home page's head.
// The build writes the JSON-LD (site-build/structured-data.ts); through Helmet it is
// in the prebuilt HTML, where crawlers that do not run JavaScript read it.
import React from "react"
import { graphql, useStaticQuery } from "gatsby"
import { Helmet } from "react-helmet"

export function PersonStructuredData() {
  const { profile } = useStaticQuery<Queries.PersonStructuredDataQuery>(graphql`
    query PersonStructuredData {
      profile: profileJson {
        structuredData
      }
    }
  `)
  return (
    <Helmet>
      <script type="application/ld+json">{profile?.structuredData}</script>
    </Helmet>
  )
}
