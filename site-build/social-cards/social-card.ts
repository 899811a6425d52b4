// The generated link-preview card (1200×630): what it says and how it is laid
// out, as the element trees satori draws. A card is a fixed base (background,
// avatar, owner, site) drawn once per build, and a band with the card's own
// words, drawn per card and laid over it (site-build/social-cards/social-cards.ts).

export const CARD_WIDTH = 1200
export const CARD_HEIGHT = 630

/** Where the band with the card's own words sits on the base. */
export const BAND = { left: 88, top: 64, width: 1040, height: 360 } as const

/** Bumped when the look changes, so cached cards are drawn again. */
export const CARD_TEMPLATE_VERSION = 1

/** The longest title drawn whole at each size: longer ones are set smaller, then shortened. */
export const TITLE_SIZES = [
  { fontSize: 72, maxChars: 45 },
  { fontSize: 60, maxChars: 84 },
] as const

/** The light theme's colours the card uses, by their names in global.css. */
export const CARD_TOKENS = [
  `--color-surface`,
  `--color-text`,
  `--color-muted`,
  `--color-accent`,
  `--color-accent-soft`,
  `--color-border`,
] as const
export type CardColours = Record<(typeof CARD_TOKENS)[number], string>

export interface CardText {
  /** A short line above the title: a post's category, or what the page is. */
  kicker: string
  title: string
  /** Shown beside the kicker: a post's date as displayed, or nothing. */
  detail: string | null
}

export interface CardOwner {
  name: string
  handle: string
  /** The site's address as shown, such as example.com. */
  site: string
  /** A data URI of the avatar, or null to show the name's initial. */
  avatar: string | null
}

/** The pages other than posts that get a card of their own. */
export const CARD_PAGES = [`/`, `/projects`] as const
export type CardPage = (typeof CARD_PAGES)[number]

/** A post's card: its category, date as shown and title. */
export function postCardText(post: { title: string; category: string; displayDate: string }): CardText {
  return { kicker: post.category, title: post.title, detail: post.displayDate }
}

/** The card of `/` (what the owner does, from the profile's bio) and of `/projects`. */
export function pageCardText(page: string, owner: { name: string; bio?: string | null }): CardText {
  switch (page) {
    case `/`:
      return { kicker: `Blog and portfolio`, title: owner.bio?.trim() || `${owner.name}'s blog`, detail: null }
    case `/projects`:
      return { kicker: `Projects`, title: `Open-source projects by ${owner.name}`, detail: null }
    default:
      throw new Error(`No link-preview card is made for ${page}: only for ${CARD_PAGES.join(` and `)} and posts`)
  }
}

/**
 * The title as the card shows it: whitespace collapsed, and shortened at a word
 * (or, for one long word, anywhere) with an ellipsis when it has more than
 * `maxChars` characters.
 */
export function shortenTitle(title: string, maxChars: number): string {
  const text = title.replace(/\s+/g, ` `).trim()
  const chars = Array.from(text)
  if (chars.length <= maxChars) return text
  const cut = chars.slice(0, maxChars - 1).join(``)
  // The last word stays when the cut falls just after it; a word cut in two goes.
  const atWord = /\s/.test(chars[maxChars - 1]) ? cut : cut.replace(/\s+\S*$/, ``)
  const kept = atWord.length >= cut.length * 0.6 ? atWord : cut
  return `${kept.replace(/[\s,.;:!?\-–—]+$/, ``)}…`
}

/** The title's size and text: large when short, smaller when long, shortened past three lines' worth. */
export function fitTitle(title: string): { fontSize: number; text: string } {
  const length = Array.from(title.replace(/\s+/g, ` `).trim()).length
  const size = TITLE_SIZES.find(({ maxChars }) => length <= maxChars) ?? TITLE_SIZES[TITLE_SIZES.length - 1]
  return { fontSize: size.fontSize, text: shortenTitle(title, size.maxChars) }
}

/** The light theme's values of the card's colours, read from global.css's first :root block. */
export function cardColours(css: string): CardColours {
  const root = /:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? ``
  const colours = {} as CardColours
  for (const token of CARD_TOKENS) {
    const value = new RegExp(`${token}:\\s*([^;]+);`).exec(root)?.[1].trim()
    if (!value) throw new Error(`src/styles/global.css: ${token}: is missing from :root (the link-preview cards use it)`)
    colours[token] = value
  }
  return colours
}

/** The published file of a card, named by the hash of everything drawn on it. */
export function cardFileName(hash: string): string {
  if (!/^[0-9a-f]{16,}$/.test(hash)) throw new Error(`A card's hash must be hexadecimal, got "${hash}"`)
  return `card-${hash.slice(0, 20)}.jpg`
}

/** Where the cards are published, under public/ (and so under the path prefix). */
export const CARDS_DIR = `/static/cards`
