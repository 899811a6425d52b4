import React, { useMemo } from "react"
import { graphql, type PageProps } from "gatsby"
import { Helmet } from "react-helmet"
import { CategoriesPanel } from "../components/categories-panel"
import { DashboardLayout } from "../components/dashboard-layout"
import { feedAlternates, type ListingFeed } from "../components/feed-links"
import { PostListing } from "../components/post-listing"
import { Seo } from "../components/seo"
import { useProfile } from "../hooks/use-profile"
import { BLOG_PATH, categoryPath } from "../lib/categories"
import { firstTitles, listingPage } from "../lib/listing-page"
import type { ListingPageContext } from "../lib/pagination"
import { toPostSummary } from "../lib/post-index"
import { ALL_CATEGORIES } from "../lib/post-list"
import { authorPath } from "../lib/authors"

/**
 * One prebuilt page of the blog list past the first (/page/2 on), of a
 * category (/category/rust, /category/rust/page/2) or of an author
 * (/authors/ada): where "Show more posts", the Categories panel and the bylines
 * lead without JavaScript. One template for the three, so a site of one page
 * of posts, or without authors.json, has no template without a page.
 */
export default function ListingTemplate({ data, pageContext }: PageProps<Queries.ListingQuery, ListingPageContext>) {
  const { name: owner } = useProfile()
  // The category as most of its posts write it, or the author's name; "" for the blog list.
  const { name, total: count, author } = pageContext
  const summaries = useMemo(() => data.posts.nodes.map(toPostSummary), [data.posts.nodes])
  const base = author ? authorPath(author.id) : name ? categoryPath(name) : BLOG_PATH
  const { links, path, onPage } = listingPage(base, pageContext, count)
  const posts = count === 0 ? `No posts yet` : `${count} ${count === 1 ? `post` : `posts`}`
  const feed: ListingFeed | undefined = count > 0 && name ? { kind: author ? `author` : `category`, name, listingPath: base } : undefined
  // The page's words: the blog list's, a category's or an author's.
  const [title, description, heading] = author
    ? [`${name}: posts`, `${author.bio ? `${author.bio} ` : ``}${posts}${count > 0 ? `, newest first` : ``}`, `Posts by`]
    : name
      ? [`${name}: posts by ${owner}`, `${posts} by ${owner} in ${name}`, `Posts in`]
      : [`Blog posts by ${owner}`, `${posts} by ${owner}, newest first`, `Blog Posts`]

  return (
    <DashboardLayout categories={author ? undefined : <CategoriesPanel current={name || ALL_CATEGORIES} />}>
      <Seo
        title={`${title}${onPage}`}
        description={`${description}${onPage}${count > 0 ? `: ${firstTitles(summaries)}` : ``}.`}
        path={path}
      >
        {feed && feedAlternates(feed)}
      </Seo>
      {/* An author's JSON-LD, made by the build (site-build/listing-pages.ts). */}
      {author?.structuredData && (
        <Helmet>
          <script type="application/ld+json">{author.structuredData}</script>
        </Helmet>
      )}
      <PostListing
        title={heading}
        name={name || undefined}
        plainName={Boolean(author)}
        count={count}
        posts={summaries}
        links={links}
        pagesLabel={name ? `Pages of posts ${author ? `by` : `in`} ${name}` : `Pages of blog posts`}
        up={name ? { to: BLOG_PATH, label: `All posts` } : undefined}
        feed={feed}
        author={author}
      />
    </DashboardLayout>
  )
}

export const query = graphql`
  query Listing($slugs: [String!]!) {
    posts: postsBySlug(slugs: $slugs) {
      nodes {
        ...PostSummary
      }
    }
  }
`
