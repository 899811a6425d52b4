// gatsby-plugin-manifest writes the favicon and the app icons with sharp's
// default PNG settings. Chromium fetches the favicon and, for a site with a
// manifest, one of the icons while the page is still loading (the 144 px one
// on a phone), so their bytes compete with the page's. At the end of the build
// each is stored again, as the smallest of: the same pixels at zlib's strongest
// level with a filter chosen per row, or a palette of at most 256 colours when
// no channel of any pixel moves by more than MAX_PALETTE_ERROR of 255 (the
// icons are drawn in few colours; resizing adds the in-between ones at their
// edges). A file is only rewritten when that is smaller than what the plugin
// wrote.
import { createHash } from "crypto"
import { promises as fs } from "fs"
import path from "path"
import sharp from "sharp"
import type { GatsbyCache, Reporter } from "gatsby"

/** The PNGs gatsby-plugin-manifest writes: public/favicon-*.png and public/icons/*.png. */
export async function appIconFiles(publicDir: string): Promise<string[]> {
  const list = async (dir: string, keep: (name: string) => boolean) =>
    (await fs.readdir(dir).catch(() => [] as string[]))
      .filter(name => keep(name) && name.endsWith(`.png`))
      .map(name => path.join(dir, name))
  return [...(await list(publicDir, name => name.startsWith(`favicon`))), ...(await list(path.join(publicDir, `icons`), () => true))].sort()
}

/** The most a palette may move a channel of a pixel, in levels of 255: not visible at an icon's size. */
export const MAX_PALETTE_ERROR = 16

/**
 * The smallest faithful PNG of the same image (see above), or the input when
 * none is smaller. Encoding a smaller result again can save a few more bytes,
 * so it repeats until no candidate is smaller, each held to the bound against
 * the input (e2e/manifest.test.ts checks that the built icons are at that point).
 */
export async function smallestPng(png: Buffer): Promise<Buffer> {
  let smallest = png
  for (;;) {
    const lossless = await sharp(smallest).png({ compressionLevel: 9, adaptiveFiltering: true }).toBuffer()
    const palette = await sharp(smallest).png({ palette: true, quality: 100, effort: 10, compressionLevel: 9 }).toBuffer()
    const faithful = [lossless, ...((await largestChannelDifference(png, palette)) <= MAX_PALETTE_ERROR ? [palette] : [])]
    const next = faithful.reduce((best, candidate) => (candidate.length < best.length ? candidate : best), smallest)
    if (next === smallest) return smallest
    smallest = next
  }
}

/** The largest difference, in levels of 255, between the same channel of the same pixel of two images of one size. */
export async function largestChannelDifference(a: Buffer, b: Buffer): Promise<number> {
  const [left, right] = await Promise.all([a, b].map(png => sharp(png).ensureAlpha().raw().toBuffer()))
  if (left.length !== right.length) return Infinity
  let largest = 0
  for (let i = 0; i < left.length; i++) largest = Math.max(largest, Math.abs(left[i] - right[i]))
  return largest
}

/**
 * What earlier builds made of each PNG, in Gatsby's cache: the hash of the
 * plugin's file and the smallest one found for it. gatsby-plugin-manifest
 * writes its icons again in every build; a warm build encodes none of them.
 */
const SMALLEST_KEY = `app-icons-smallest-2`

const hashOf = (png: Buffer) => createHash(`sha1`).update(png).digest(`base64`)

export async function recompressAppIcons(
  publicDir: string,
  reporter: Pick<Reporter, `info`>,
  cache?: Pick<GatsbyCache, `get` | `set`>,
): Promise<void> {
  let before = 0
  let after = 0
  const files = await appIconFiles(publicDir)
  const known = new Map<string, string>((await cache?.get(SMALLEST_KEY)) ?? [])
  const made = new Map<string, string>()
  // Each file at once: sharp encodes them on libuv's threads, as many as there are cores to keep busy.
  const stored = await Promise.all(
    files.map(async file => {
      const png = await fs.readFile(file)
      const cached = known.get(hashOf(png))
      const smaller = cached !== undefined ? Buffer.from(cached, `base64`) : await smallestPng(png)
      if (!smaller.equals(png)) await fs.writeFile(file, smaller)
      return { png, smaller }
    }),
  )
  for (const { png, smaller } of stored) {
    made.set(hashOf(png), smaller.toString(`base64`))
    // The smallest is its own smallest: a file left as an earlier build wrote it is not encoded again either.
    made.set(hashOf(smaller), smaller.toString(`base64`))
    before += png.length
    after += smaller.length
  }
  // Kept: what this build made, and what earlier builds made for PNGs whose smallest is still one of today's.
  const today = new Set(made.values())
  await cache?.set(SMALLEST_KEY, [...[...known].filter(([, smallest]) => today.has(smallest)), ...made])
  const kb = (bytes: number) => (bytes / 1024).toFixed(0)
  if (files.length > 0) reporter.info(`app icons: ${files.length} PNGs, ${kb(before)} KB → ${kb(after)} KB`)
}
