// The widths each kind of image is generated in, and the `sizes` that tell the
// browser how wide the layout shows it. They follow the CSS: change one with the other.
//   cards:  src/components/post-card.module.css (full width below 40rem, 13rem beside the text above)
//   covers: src/components/post-article.module.css (the 46rem column of the post layout)
//   avatar: src/components/profile-card.module.css (72px on phones, 96px above)

/**
 * Cover widths, shared by cards and the post page so each is made once: 224 and
 * 448 for a 13rem (208px) card at 1x and 2x, 768 for the post column, 1200 for phones at
 * DPR 2.5-3, whose full-width card or cover is 330-400 CSS pixels.
 */
export const COVER_WIDTHS = [224, 448, 768, 1200]

/** The column of a post body, in CSS pixels (--content-width: 46rem). */
export const BODY_WIDTH = 736

/** Body images at 1/2 to 2x of the width they show at: 1.5x for phones, whose column is about half the desktop's at DPR 2.5-3. */
export const BODY_DENSITIES = [0.5, 1, 1.5, 2]

export const SIZES = {
  card: `(min-width: 40rem) 13rem, calc(100vw - 2rem)`,
  cover: `(min-width: 48rem) 46rem, calc(100vw - 2rem)`,
  avatar: `(min-width: 40rem) 96px, 72px`,
} as const

/** `sizes` for a body image `width` CSS pixels wide at most (its own width, or the column's). */
export function bodyImageSizes(width: number): string {
  const shown = Math.min(Math.round(width), BODY_WIDTH)
  // Below that the column is the screen less its 1rem (16px) of padding each side.
  return `(min-width: ${shown + 32}px) ${shown}px, calc(100vw - 2rem)`
}

/** Link previews: 1200×630, the size Open Graph and X cards ask for. */
export const PREVIEW = { width: 1200, height: 630 } as const
