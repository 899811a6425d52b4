// What one prebuilt page of a listing shows about its place among the others:
// its previous and next links, its address, and the words for its title and
// description. For the listing templates; the blog list needs only pagePath
// (./pagination.ts), so the home page's script does not carry this.
import { pageCount, pagePath, type ListingPageContext } from "./pagination"

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
export function listingPage(
  base: string,
  { skip, limit }: Pick<ListingPageContext, `skip` | `limit`>,
  total: number,
  onPageText: string,
): ListingPageView {
  const links = pageLinks(base, Math.floor(skip / limit) + 1, pageCount(total, limit))
  const onPage = links.pages > 1 ? onPageText.replace(`{page}`, String(links.page)).replace(`{pages}`, String(links.pages)) : ``
  return { links, path: pagePath(base, links.page), onPage }
}

/** The first few titles of a listing's page, for its description. */
export function firstTitles(posts: readonly { title: string }[], count = 3): string {
  return posts
    .slice(0, count)
    .map(post => post.title)
    .join(`; `)
}
