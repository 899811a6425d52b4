/**
 * The id of the dashboard's part that follows the last one whose arrival would
 * move what is already on screen. A browser may paint a page before its HTML is
 * parsed to the end; the profile's details come after the page's own content in
 * the source (a phone's reading order), so a wide screen's first paint could show
 * the left column without them, or with half of them, then push the categories
 * down as they arrive: a layout shift. gatsby-ssr.tsx asks the browser to hold
 * the first paint until the element after them, the side panels, has begun
 * (`<link rel="expect" blocking="render">`); a browser that does not know the
 * hint paints as before.
 */
export const PAINT_AFTER_ID = `side-panels`

/** The head's hint for a page's HTML, or nothing when the page has no such element. */
export function paintAfterHref(bodyHtml: string | undefined): string | undefined {
  return bodyHtml?.includes(`id="${PAINT_AFTER_ID}"`) ? `#${PAINT_AFTER_ID}` : undefined
}
