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
import { countWords, fill, useWords } from "../i18n/words"
import { languagePath } from "../lib/site-languages"

/**
 * One prebuilt page of the blog list past the first (/page/2 on), of a
 * category (/category/rust, /category/rust/page/2) or of an author
 * (/authors/ada): where "Show more posts", the Categories panel and the bylines
 * lead without JavaScript. One template for the three, so a site of one page
 * of posts, or without authors.json, has no template without a page.
 */
export default function ListingTemplate({ data, pageContext }: PageProps<Queries.ListingQuery, ListingPageContext>) {
  const { name: owner } = useProfile()
  const { lang, t } = useWords()
  const words = t.listing
  // The category as most of its posts write it, or the author's name; "" for the blog list.
  const { name, total: count, author } = pageContext
  const summaries = useMemo(() => data.posts.nodes.map(node => toPostSummary(node, t.post.coverAlt)), [data.posts.nodes, t.post.coverAlt])
  const base = languagePath(lang, author ? authorPath(author.id) : name ? categoryPath(name) : BLOG_PATH)
  const { links, path, onPage } = listingPage(base, pageContext, count, words.onPage)
  const posts = count === 0 ? words.noPostsYet : countWords(lang, words.postCount, count)
  const feed: ListingFeed | undefined = count > 0 && name ? { kind: author ? `author` : `category`, name, listingPath: base } : undefined
  // The page's words: the blog list's, a category's or an author's.
  const values = { name, owner, posts }
  const [title, description, heading] = author
    ? [
        fill(words.authorTitle, values),
        `${author.bio ? `${author.bio} ` : ``}${count > 0 ? fill(words.authorDescription, values) : posts}`,
        words.authorHeading,
      ]
    : name
      ? [fill(words.categoryTitle, values), fill(words.categoryDescription, values), words.categoryHeading]
      : [fill(words.blogTitle, values), fill(words.blogDescription, values), words.blogHeading]

  return (
    <DashboardLayout categories={author ? undefined : <CategoriesPanel current={name || ALL_CATEGORIES} />}>
      <Seo
        title={`${title}${onPage}`}
        description={`${description}${onPage}${count > 0 ? `: ${firstTitles(summaries)}` : ``}.`}
        path={path}
      >
        {feed && feedAlternates(feed, fill(author ? words.feedAuthor : words.feedCategory, { name: feed.name }))}
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
        pagesLabel={name ? fill(author ? words.pagesBy : words.pagesIn, { name }) : words.pagesOfBlog}
        up={name ? { to: languagePath(lang, BLOG_PATH), label: t.site.allPosts } : undefined}
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
