// What a build's link-preview cards are drawn with: the shipped fonts, the
// avatar, the base and the band's place (the setup card-drawing.js draws from, on
// the main thread or on the pool's threads), and a renderer for a few cards
// drawn on the main thread, as the development server does.
import { createHash } from "crypto"
import { readFileSync } from "fs"
import { createRequire } from "module"
import path from "path"
import sharp from "sharp"
import { BAND, CARD_HEIGHT, CARD_WIDTH, type CardColours, type CardOwner, type CardText } from "./social-card"
import { bandLayout, baseLayout } from "./social-card-layout"
import { cardDrawer, type CardSetup, type DrawnCard, type FontFile } from "./card-drawing.js"

// Inter for every Latin, Greek and Cyrillic letter; DejaVu Sans, which has far
// more glyphs (math, arrows, box drawing), for whatever Inter lacks.
const FONT_FILES: FontFile[] = [
  ...[`latin`, `latin-ext`, `greek`, `cyrillic`].flatMap(subset =>
    ([400, 700] as const).map(weight => ({ name: `Inter`, file: `@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`, weight })),
  ),
  { name: `DejaVu Sans`, file: `@fontsource/dejavu-sans/files/dejavu-sans-latin-400-normal.woff`, weight: 400 },
  { name: `DejaVu Sans`, file: `@fontsource/dejavu-sans/files/dejavu-sans-latin-700-normal.woff`, weight: 700 },
]

export interface CardFonts {
  /** The font files, by absolute path. */
  files: FontFile[]
  /** A hash of every font file, part of each card's key. */
  hash: string
}

let loaded: CardFonts | null = null

// Gatsby bundles gatsby-node and what it imports, where `require.resolve` is not
// kept: the fonts are found from the project's own package.json instead.
const fromProject = createRequire(path.resolve(`package.json`))

/** The card fonts and their hash, read once per process. */
export function cardFonts(): CardFonts {
  if (loaded) return loaded
  const digest = createHash(`sha256`)
  const files = FONT_FILES.map(font => {
    const file = fromProject.resolve(font.file)
    digest.update(readFileSync(file))
    return { ...font, file }
  })
  loaded = { files, hash: digest.digest(`hex`) }
  return loaded
}

/** The avatar as a small JPEG data URI (the card shows it at 104 px; drawn at twice that). */
export async function avatarDataUri(file: string): Promise<string> {
  const data = await sharp(file).resize(208, 208, { fit: `cover` }).jpeg({ quality: 85 }).toBuffer()
  return `data:image/jpeg;base64,${data.toString(`base64`)}`
}

/** What every card of one owner and palette is drawn from: plain data, for the pool's threads too. */
export function cardSetup(owner: CardOwner, colours: CardColours): CardSetup {
  return { fonts: cardFonts().files, width: CARD_WIDTH, height: CARD_HEIGHT, base: baseLayout(owner, colours), band: BAND }
}

export interface CardRenderer {
  /** The card as a JPEG, and the characters of its text that no shipped font has. */
  render(text: CardText): Promise<DrawnCard>
}

/** A renderer on this thread, for one owner and palette: the base is drawn here, once. */
export async function cardRenderer(owner: CardOwner, colours: CardColours): Promise<CardRenderer> {
  const drawer = await cardDrawer(cardSetup(owner, colours))
  return { render: text => drawer.draw(bandLayout(text, colours)) }
}

/** The project's design tokens: the card takes its colours from here. */
export const GLOBAL_CSS = path.resolve(`src/styles/global.css`)
