import React, { useMemo } from "react"
import { graphql, type PageProps } from "gatsby"
import { AuthorListing } from "../components/author-listing"
import { CategoriesPanel } from "../components/categories-panel"
import { DashboardLayout } from "../components/dashboard-layout"
import { feedAlternates } from "../components/feed-links"
import { PostListing } from "../components/post-listing"
import { Seo } from "../components/seo"
import { useProfile } from "../hooks/use-profile"
import { BLOG_PATH, categoryPath } from "../lib/categories"
import { firstTitles, listingPage } from "../lib/listing-page"
import type { ListingPageContext } from "../lib/pagination"
import { toPostSummary } from "../lib/post-index"
import { ALL_CATEGORIES } from "../lib/post-list"

/**
 * One prebuilt page of the blog list past the first (/page/2 on), of a
 * category (/category/rust, /category/rust/page/2) or of an author
 * (/authors/ada): where "Show more posts", the Categories panel and the bylines
 * lead without JavaScript. One template for the three, so a site of one page
 * of posts, or without authors.json, has no template without a page.
 */
export default function ListingTemplate({ data, pageContext }: PageProps<Queries.ListingQuery, ListingPageContext>) {
  const { name: owner } = useProfile()
  // The category as most of its posts write it; "" for the blog list.
  const { name: category, total: count } = pageContext
  const summaries = useMemo(() => data.posts.nodes.map(toPostSummary), [data.posts.nodes])
  const { links, path, onPage } = listingPage(category ? categoryPath(category) : BLOG_PATH, pageContext, count)
  const posted = `${count} ${count === 1 ? `post` : `posts`} by ${owner}`

  if (pageContext.author)
    return (
      <DashboardLayout>
        <AuthorListing author={pageContext.author} context={pageContext} posts={summaries} />
      </DashboardLayout>
    )
  return (
    <DashboardLayout categories={<CategoriesPanel current={category || ALL_CATEGORIES} />}>
      {category ? (
        <>
          <Seo
            title={`${category}: posts by ${owner}${onPage}`}
            description={`${posted} in ${category}${onPage}: ${firstTitles(summaries)}.`}
            path={path}
          >
            {feedAlternates({ kind: `category`, name: category, listingPath: categoryPath(category) })}
          </Seo>
          <PostListing
            title="Posts in"
            name={category}
            count={count}
            posts={summaries}
            links={links}
            pagesLabel={`Pages of posts in ${category}`}
            up={{ to: BLOG_PATH, label: `All posts` }}
            feed={{ kind: `category`, name: category, listingPath: categoryPath(category) }}
          />
        </>
      ) : (
        <>
          <Seo
            title={`Blog posts by ${owner}${onPage}`}
            description={`${posted}, newest first${onPage}: ${firstTitles(summaries)}.`}
            path={path}
          />
          <PostListing title="Blog Posts" count={count} posts={summaries} links={links} pagesLabel="Pages of blog posts" />
        </>
      )}
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
