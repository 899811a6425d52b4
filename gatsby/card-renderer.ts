// Draws link-preview cards without a browser: satori lays the text out into SVG
// paths with the fonts shipped in node_modules, sharp rasterises and encodes.
// The base (ground, avatar, owner) is drawn once; each card only draws its band
// of words and blends it over a copy, which is what makes thousands affordable.
import { createHash } from "crypto"
import { readFileSync } from "fs"
import { createRequire } from "module"
import path from "path"
import satori from "satori"
import sharp from "sharp"
import { BAND, bandLayout, baseLayout, CARD_HEIGHT, CARD_WIDTH, type CardColours, type CardElement, type CardOwner, type CardText } from "../src/lib/social-card"

type SatoriFont = Parameters<typeof satori>[1][`fonts`][number]

// Inter for every Latin, Greek and Cyrillic letter; DejaVu Sans, which has far
// more glyphs (math, arrows, box drawing), for whatever Inter lacks.
const FONT_FILES: { name: string; file: string; weight: 400 | 700 }[] = [
  ...[`latin`, `latin-ext`, `greek`, `cyrillic`].flatMap(subset =>
    ([400, 700] as const).map(weight => ({ name: `Inter`, file: `@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`, weight })),
  ),
  { name: `DejaVu Sans`, file: `@fontsource/dejavu-sans/files/dejavu-sans-latin-400-normal.woff`, weight: 400 },
  { name: `DejaVu Sans`, file: `@fontsource/dejavu-sans/files/dejavu-sans-latin-700-normal.woff`, weight: 700 },
]

export interface CardFonts {
  fonts: SatoriFont[]
  /** A hash of every font file, part of each card's key. */
  hash: string
}

let loaded: CardFonts | null = null

// Gatsby bundles gatsby-node and what it imports, where `require.resolve` is not
// kept: the fonts are found from the project's own package.json instead.
const fromProject = createRequire(path.resolve(`package.json`))

/** The card fonts, read once per process (satori caches its parse of this same array). */
export function cardFonts(): CardFonts {
  if (loaded) return loaded
  const digest = createHash(`sha256`)
  const fonts = FONT_FILES.map(({ name, file, weight }) => {
    const data = readFileSync(fromProject.resolve(file))
    digest.update(data)
    return { name, data, weight, style: `normal` as const }
  })
  loaded = { fonts, hash: digest.digest(`hex`) }
  return loaded
}

/** Draws an element; the text no shipped font has a glyph for (it shows as boxes) is added to `missing`. */
const toSvg = (element: CardElement, width: number, height: number, missing: string[] = []) =>
  satori(element as unknown as Parameters<typeof satori>[0], {
    width,
    height,
    fonts: cardFonts().fonts,
    loadAdditionalAsset: async (_language, segment) => {
      missing.push(segment)
      return []
    },
  })

/** The avatar as a small JPEG data URI (the card shows it at 104 px; drawn at twice that). */
export async function avatarDataUri(file: string): Promise<string> {
  const data = await sharp(file).resize(208, 208, { fit: `cover` }).jpeg({ quality: 85 }).toBuffer()
  return `data:image/jpeg;base64,${data.toString(`base64`)}`
}

export interface CardRenderer {
  /** The card as a JPEG, and the characters of its text that no shipped font has. */
  render(text: CardText): Promise<{ image: Buffer; missing: string[] }>
}

/** A renderer for one owner and palette: the base is drawn here, once. */
export async function cardRenderer(owner: CardOwner, colours: CardColours): Promise<CardRenderer> {
  const baseSvg = await toSvg(baseLayout(owner, colours), CARD_WIDTH, CARD_HEIGHT)
  const base = await sharp(Buffer.from(baseSvg)).removeAlpha().raw().toBuffer()
  if (base.length !== CARD_WIDTH * CARD_HEIGHT * 3) throw new Error(`The card base came out at ${base.length} bytes, not ${CARD_WIDTH}×${CARD_HEIGHT} RGB`)

  return {
    async render(text) {
      const missing: string[] = []
      const bandSvg = await toSvg(bandLayout(text, colours), BAND.width, BAND.height, missing)
      const band = await sharp(Buffer.from(bandSvg)).ensureAlpha().raw().toBuffer()
      const pixels = Buffer.from(base)
      blend(pixels, band)
      const image = await sharp(pixels, { raw: { width: CARD_WIDTH, height: CARD_HEIGHT, channels: 3 } })
        .jpeg({ quality: 85, optimiseCoding: false })
        .toBuffer()
      return { image, missing: [...new Set(missing)] }
    },
  }
}

/** Cards drawn at once: satori works on the main thread while sharp rasterises and encodes others on its own threads. */
export const IN_FLIGHT = 4

/** Draws a card for each item, IN_FLIGHT at a time, and hands each to `done` as it is ready. */
export async function drawAll<T>(
  renderer: CardRenderer,
  items: readonly T[],
  textOf: (item: T) => CardText,
  done: (item: T, card: { image: Buffer; missing: string[] }) => Promise<void>,
): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]
      await done(item, await renderer.render(textOf(item)))
    }
  }
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker))
}

/** Lays the band's RGBA pixels over the RGB card at BAND's place ("over", in integers, so it is exact). */
function blend(card: Buffer, band: Buffer): void {
  for (let y = 0; y < BAND.height; y++) {
    let source = y * BAND.width * 4
    let target = ((BAND.top + y) * CARD_WIDTH + BAND.left) * 3
    for (let x = 0; x < BAND.width; x++, source += 4, target += 3) {
      const alpha = band[source + 3]
      if (alpha === 0) continue
      const rest = 255 - alpha
      card[target] = (band[source] * alpha + card[target] * rest + 127) / 255
      card[target + 1] = (band[source + 1] * alpha + card[target + 1] * rest + 127) / 255
      card[target + 2] = (band[source + 2] * alpha + card[target + 2] * rest + 127) / 255
    }
  }
}

/** The project's design tokens: the card takes its colours from here. */
export const GLOBAL_CSS = path.resolve(`src/styles/global.css`)
