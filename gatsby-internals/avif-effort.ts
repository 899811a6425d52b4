// Gatsby internal: gatsby-plugin-sharp's process-file.js calls sharp's .avif({ quality, force })
// without an effort, on the site's own sharp module.
// Checked with gatsby 5.16.1 (gatsby-internals/checked-version.ts lists every internal).
// Guarded by gatsby-internals/__tests__/avif-effort.test.ts.
//
// AVIF at a lower encoder effort. gatsby-plugin-sharp 5.16 (process-file.js)
// calls sharp's `.avif({ quality, force })` and offers no effort option, so
// sharp's default, effort 4, applies, where effort 2 encodes a cover in about
// an eighth of the time for a file no larger. This sets the default for
// calls that do not choose one. It relies on gatsby-plugin-sharp loading the
// same `sharp` module as the site (package.json pins one version through
// `overrides`); gatsby-internals/__tests__/avif-effort.test.ts fails if the default stops
// applying.
import sharp, { type AvifOptions, type Sharp } from "sharp"

export const AVIF_EFFORT = 2

const marker = Symbol.for(`portfolio.avifEffort`)

export function lowerAvifEffort(): void {
  // libvips' operation cache keeps up to 50 MB of decoded images the build
  // never asks for twice (each image is resized once), so it only raises the
  // build's peak memory.
  sharp.cache(false)
  const prototype = (sharp as unknown as { prototype: Sharp & { [marker]?: true } }).prototype
  if (prototype[marker]) return
  const avif = prototype.avif
  prototype.avif = function (this: Sharp, options?: AvifOptions) {
    return avif.call(this, { effort: AVIF_EFFORT, ...options })
  }
  prototype[marker] = true
}
