import React from "react"
import { graphql, type PageProps } from "gatsby"
import { DashboardLayout } from "../components/dashboard-layout"
import { Seo } from "../components/seo"
import { TagIndex } from "../components/tag-index"
import { useProfile } from "../hooks/use-profile"
import { TAGS_PATH } from "../lib/tags"
import { fill, useWords } from "../i18n/words"
import { languagePath } from "../lib/site-languages"

export default function TagsPage({ data }: PageProps<Queries.TagsQuery>) {
  const { name } = useProfile()
  const { lang, t } = useWords()
  // Counted and ordered when the site is built (site-build/listing-counts.ts).
  const tags = data.tagCounts
  return (
    <DashboardLayout>
      <Seo
        title={fill(t.listing.tagsTitle, { owner: name })}
        description={fill(t.listing.tagsDescription, {
          owner: name,
          tags: tags
            .slice(0, 6)
            .map(tag => tag.name)
            .join(t.site.listSeparator),
        })}
        path={languagePath(lang, TAGS_PATH)}
      />
      <TagIndex tags={tags} />
    </DashboardLayout>
  )
}

export const query = graphql`
  query Tags($language: String!) {
    tagCounts(language: $language) {
      name
      slug
      count
    }
  }
`
