// Listings split into prebuilt pages: /tags/rust, /tags/rust/page/2, …
// Each page is a plain link away, so paging works without JavaScript.

/** How many pages `total` items fill at `perPage` a page: at least one, so an empty listing still has its page. */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage))
}

/** The address of page `page` of the listing at `base`: the first page is the base itself. */
export function pagePath(base: string, page: number): string {
  return page <= 1 ? base : `${base}/page/${page}`
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

export interface PageLinks {
  page: number
  pages: number
  /** null on the first page. */
  previous: string | null
  /** null on the last page. */
  next: string | null
}

/** Where the previous and next links of page `page` of `pages` lead. */
export function pageLinks(base: string, page: number, pages: number): PageLinks {
  return {
    page,
    pages,
    previous: page > 1 ? pagePath(base, page - 1) : null,
    next: page < pages ? pagePath(base, page + 1) : null,
  }
}
