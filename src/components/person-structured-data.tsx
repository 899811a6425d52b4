// The owner as a schema.org Person on a ProfilePage, for the home page's head.
import React from "react"
import { graphql, useStaticQuery } from "gatsby"
import { profilePage } from "../lib/structured-data"
import { JsonLd } from "./json-ld"

export function PersonStructuredData() {
  const { profile, socials, work } = useStaticQuery<Queries.PersonStructuredDataQuery>(graphql`
    query PersonStructuredData {
      profile: profileJson {
        name
        handle
        email
        avatar
        bio
      }
      socials: allSocialsJson {
        nodes {
          url
        }
      }
      work: allWorkJson {
        nodes {
          company
          link
          role
          date
        }
      }
    }
  `)
  // The build stops earlier with a clear message when profile.json is missing.
  if (!profile) throw new Error(`content/data/profile.json is missing`)
  const socialUrls = socials.nodes.map(social => social.url)
  return <JsonLd build={site => profilePage(site, { profile, socialUrls, work: work.nodes })} />
}
