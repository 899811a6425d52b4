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

export default function TagTemplate({ data, pageContext }: PageProps<Queries.TagQuery, ListingPageContext>) {
  const { name: owner } = useProfile()
  // The tag as most of its posts write it; its address is the same for every spelling.
  const { name, total: count } = pageContext
  const { links, path, onPage } = listingPage(tagPath(name), pageContext, count)
  const summaries = useMemo(() => data.posts.nodes.map(toPostSummary), [data.posts.nodes])
  const feed: ListingFeed = { kind: `tag`, name, listingPath: tagPath(name) }

  return (
    <DashboardLayout>
      <Seo
        title={`Posts tagged “${name}” by ${owner}${onPage}`}
        description={`${count} ${count === 1 ? `post` : `posts`} by ${owner} tagged “${name}”${onPage}: ${firstTitles(summaries)}.`}
        path={path}
      >
        {feedAlternates(feed)}
      </Seo>
      <PostListing
        title="Posts tagged"
        name={name}
        count={count}
        posts={summaries}
        links={links}
        pagesLabel={`Pages of posts tagged ${name}`}
        up={{ to: TAGS_PATH, label: `All tags` }}
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
