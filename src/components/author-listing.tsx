import React from "react"
import { AuthorCard } from "./author-card"
import { feedAlternates, type ListingFeed } from "./feed-links"
import { JsonLd } from "./json-ld"
import { PostListing } from "./post-listing"
import { Seo } from "./seo"
import { authorPath, type AuthorContext } from "../lib/authors"
import { BLOG_PATH } from "../lib/categories"
import { firstTitles, listingPage } from "../lib/listing-page"
import type { ListingPageContext } from "../lib/pagination"
import { toImageData } from "../lib/picture"
import type { PostSummary } from "../lib/post-list"
import { authorPerson } from "../lib/post-structured-data"
import { CONTEXT } from "../lib/structured-data"
import { absoluteUrl, siteUrlFor } from "../lib/urls"

/**
 * An author's pages (/authors/ada, then /authors/ada/page/2), drawn by the listing template: who they are, their posts
 * newest first and their feeds. Post bylines link here.
 */
export function AuthorListing({ author, context, posts }: { author: AuthorContext; context: ListingPageContext; posts: PostSummary[] }) {
  const { id, name, bio, links: elsewhere, avatar } = author
  const count = context.total
  const base = authorPath(id)
  const { links, path, onPage } = listingPage(base, context, count)
  const feed: ListingFeed = { kind: `author`, name, listingPath: base }
  const posted = count === 0 ? `No posts yet` : `${count} ${count === 1 ? `post` : `posts`}, newest first${onPage}: ${firstTitles(posts)}`
  // Built addresses carry the path prefix already.
  const picture = toImageData(avatar?.data)?.src ?? avatar?.src

  return (
    <>
      <Seo title={`${name}: posts${onPage}`} description={`${bio ? `${bio} ` : ``}${posted}.`} path={path}>
        {count > 0 && feedAlternates(feed)}
      </Seo>
      <JsonLd
        build={site => ({
          "@context": CONTEXT,
          "@type": `ProfilePage`,
          url: siteUrlFor(site, path),
          mainEntity: {
            ...authorPerson(site, { name, id, links: elsewhere.map(link => link.url) }),
            ...(bio ? { description: bio } : {}),
            ...(picture ? { image: absoluteUrl(site.siteUrl, picture) } : {}),
          },
        })}
      />
      <PostListing
        title="Posts by"
        name={name}
        plainName
        count={count}
        posts={posts}
        links={links}
        pagesLabel={`Pages of posts by ${name}`}
        up={{ to: BLOG_PATH, label: `All posts` }}
        feed={count > 0 ? feed : undefined}
        intro={links.page === 1 && <AuthorCard name={name} bio={bio} links={elsewhere} avatar={avatar} />}
      />
    </>
  )
}
