// A schema.org JSON-LD block in the page head. Through Helmet it is in the
// prebuilt HTML, where crawlers that do not run JavaScript read it.
import React from "react"
import { Helmet } from "react-helmet"
import { withPrefix } from "gatsby"
import { useProfile } from "../hooks/use-profile"
import { useSiteMetadata } from "../hooks/use-site-metadata"
import { serializeJsonLd, type SiteContext } from "../lib/structured-data"

export interface JsonLdProps {
  /** Builds the data from where the site lives (see src/lib/structured-data.ts). */
  build: (site: SiteContext) => unknown
}

export function JsonLd({ build }: JsonLdProps) {
  const { siteUrl, image } = useSiteMetadata()
  const { name } = useProfile()
  // withPrefix("/") is "/" or "{prefix}/" when built with --prefix-paths.
  const pathPrefix = withPrefix(`/`).replace(/\/$/, ``)
  const json = serializeJsonLd(build({ siteUrl, pathPrefix, image, ownerName: name }))
  return (
    <Helmet>
      <script type="application/ld+json">{json}</script>
    </Helmet>
  )
}
