// Listings split into prebuilt pages: /page/2 after the home page,
// /category/rust/page/2, /tags/rust/page/2, … Each page is a plain link away,
// so paging works without JavaScript.

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

/** The page context of a listing's page (the templates in src/templates): whose posts, and which of them. */
export interface ListingPageContext {
  /** The tag's or the category's address; "" for the blog list. */
  slug: string
  skip: number
  limit: number
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

export interface ListingPageView {
  links: PageLinks
  /** The page's own address. */
  path: string
  /** ", page 2 of 3" for a listing of several pages, else "": for the title and description. */
  onPage: string
}

/** Where one prebuilt page of the listing at `base` stands among its pages. */
export function listingPage(base: string, { skip, limit }: Pick<ListingPageContext, `skip` | `limit`>, total: number): ListingPageView {
  const links = pageLinks(base, Math.floor(skip / limit) + 1, pageCount(total, limit))
  return { links, path: pagePath(base, links.page), onPage: links.pages > 1 ? `, page ${links.page} of ${links.pages}` : `` }
}

/** The first few titles of a listing's page, for its description. */
export function firstTitles(posts: readonly { title: string }[], count = 3): string {
  return posts
    .slice(0, count)
    .map(post => post.title)
    .join(`; `)
}
