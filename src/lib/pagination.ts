// Listings split into prebuilt pages: /page/2 after the home page,
// /category/rust/page/2, /tags/rust/page/2, … Each page is a plain link away,
// so paging works without JavaScript.
import type { AuthorContext } from "./authors"

/** How many pages `total` items fill at `perPage` a page: at least one, so an empty listing still has its page. */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage))
}

/** The address of page `page` of the listing at `base`: the first page is the base itself. */
export function pagePath(base: string, page: number): string {
  return page <= 1 ? base : `${base.replace(/\/$/, ``)}/page/${page}`
}

export interface ListingPage {
  path: string
  /** 1 for the first page. */
  page: number
  skip: number
  limit: number
}

/** Every page of a listing of `total` items, for the build to create. */
export function listingPages(base: string, total: number, perPage: number): ListingPage[] {
  return Array.from({ length: pageCount(total, perPage) }, (_, index) => ({
    path: pagePath(base, index + 1),
    page: index + 1,
    skip: index * perPage,
    limit: perPage,
  }))
}

/**
 * The page context of a listing's page (the templates in src/templates), made
 * once for every listing by site-build/listing-pages.ts: whose posts, which of
 * them, and how many in all.
 */
export interface ListingPageContext {
  /** The tag's or the category's address; "" for the blog list. */
  slug: string
  /** The tag or category as most of its posts write it; "" for the blog list. */
  name: string
  /** The listing's posts on all its pages. */
  total: number
  skip: number
  limit: number
  /** This page's posts, newest first: the template's query looks them up by slug. */
  slugs: string[]
  /** On an author's pages: who they are. */
  author?: AuthorContext
}
