import React, { useMemo } from "react"
import { graphql, type PageProps } from "gatsby"
import { DashboardLayout } from "../components/dashboard-layout"
import { feedAlternates, type ListingFeed } from "../components/feed-links"
import { PostListing } from "../components/post-listing"
import { Seo } from "../components/seo"
import { useProfile } from "../hooks/use-profile"
import { firstTitles, listingPage } from "../lib/listing-page"
import type { ListingPageContext } from "../lib/pagination"
import { toPostSummary } from "../lib/post-index"
import { TAGS_PATH, tagPath } from "../lib/tags"
import { countWords, fill, useWords } from "../i18n/words"
import { languagePath } from "../lib/site-languages"

export default function TagTemplate({ data, pageContext }: PageProps<Queries.TagQuery, ListingPageContext>) {
  const { name: owner } = useProfile()
  const { lang, t } = useWords()
  const words = t.listing
  // The tag as most of its posts write it; its address is the same for every spelling.
  const { name, total: count } = pageContext
  const base = languagePath(lang, tagPath(name))
  const { links, path, onPage } = listingPage(base, pageContext, count, words.onPage)
  const summaries = useMemo(() => data.posts.nodes.map(node => toPostSummary(node, t.post.coverAlt)), [data.posts.nodes, t.post.coverAlt])
  const feed: ListingFeed = { kind: `tag`, name, listingPath: base }
  const values = { name, owner, posts: countWords(lang, words.postCount, count) }

  return (
    <DashboardLayout>
      <Seo
        title={`${fill(words.tagTitle, values)}${onPage}`}
        description={`${fill(words.tagDescription, values)}${onPage}: ${firstTitles(summaries)}.`}
        path={path}
      >
        {feedAlternates(feed, fill(words.feedTag, { name }))}
      </Seo>
      <PostListing
        title={words.tagHeading}
        name={name}
        count={count}
        posts={summaries}
        links={links}
        pagesLabel={fill(words.pagesTagged, { name })}
        up={{ to: languagePath(lang, TAGS_PATH), label: words.allTags }}
        feed={feed}
      />
    </DashboardLayout>
  )
}

export const query = graphql`
  query Tag($slugs: [String!]!) {
    posts: postsBySlug(slugs: $slugs) {
      nodes {
        ...PostSummary
      }
    }
  }
`
