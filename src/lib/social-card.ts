// The generated link-preview card (1200×630): what it says and how it is laid
// out, as the element trees satori draws. A card is a fixed base (background,
// avatar, owner, site) drawn once per build, and a band with the card's own
// words, drawn per card and laid over it (gatsby/social-cards.ts).

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

/** A satori element: the shape React elements have, without React. */
export interface CardElement {
  type: string
  props: {
    style?: Record<string, string | number>
    children?: CardElement | string | (CardElement | string)[]
    src?: string
    width?: number
    height?: number
  }
}

const node = (type: string, style: Record<string, string | number>, children?: CardElement[`props`][`children`]): CardElement => ({
  type,
  props: children === undefined ? { style } : { style, children },
})

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

/** The band: the kicker (and date) over the title, on a transparent ground. */
export function bandLayout(text: CardText, colours: CardColours): CardElement {
  const title = fitTitle(text.title)
  const kicker = node(`div`, { display: `flex`, alignItems: `center`, fontSize: 30, color: colours[`--color-muted`] }, [
    node(
      `div`,
      {
        display: `flex`,
        padding: `8px 20px`,
        borderRadius: 10,
        backgroundColor: colours[`--color-accent-soft`],
        color: colours[`--color-accent`],
        fontWeight: 700,
      },
      text.kicker,
    ),
    ...(text.detail ? [node(`div`, { display: `flex`, marginLeft: 24 }, text.detail)] : []),
  ])
  const heading = node(
    `div`,
    {
      display: `block`,
      marginTop: 32,
      fontSize: title.fontSize,
      fontWeight: 700,
      lineHeight: 1.12,
      letterSpacing: -1,
      color: colours[`--color-text`],
      lineClamp: 3,
    },
    title.text,
  )
  return node(
    `div`,
    { display: `flex`, flexDirection: `column`, width: BAND.width, height: BAND.height, fontFamily: `Inter, DejaVu Sans` },
    [kicker, heading],
  )
}

/** The base: the page's ground, an accent edge, and the owner along the bottom. */
export function baseLayout(owner: CardOwner, colours: CardColours): CardElement {
  const initial = Array.from(owner.name.trim())[0]?.toUpperCase() ?? `?`
  const avatar: CardElement = owner.avatar
    ? { type: `img`, props: { src: owner.avatar, width: 104, height: 104, style: { borderRadius: 52 } } }
    : node(
        `div`,
        {
          display: `flex`,
          alignItems: `center`,
          justifyContent: `center`,
          width: 104,
          height: 104,
          borderRadius: 52,
          backgroundColor: colours[`--color-accent`],
          color: colours[`--color-surface`],
          fontSize: 48,
          fontWeight: 700,
        },
        initial,
      )
  const who = node(`div`, { display: `flex`, flexDirection: `column`, marginLeft: 28 }, [
    node(`div`, { display: `flex`, fontSize: 36, fontWeight: 700, color: colours[`--color-text`] }, owner.name),
    node(`div`, { display: `flex`, fontSize: 30, color: colours[`--color-muted`], marginTop: 4 }, `@${owner.handle}`),
  ])
  const footer = node(
    `div`,
    {
      display: `flex`,
      alignItems: `center`,
      position: `absolute`,
      left: BAND.left,
      right: 72,
      bottom: 56,
      paddingTop: 40,
      borderTop: `2px solid ${colours[`--color-border`]}`,
    },
    [avatar, who, node(`div`, { display: `flex`, marginLeft: `auto`, fontSize: 30, color: colours[`--color-muted`] }, owner.site)],
  )
  return node(
    `div`,
    {
      display: `flex`,
      position: `relative`,
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      backgroundColor: colours[`--color-surface`],
      fontFamily: `Inter, DejaVu Sans`,
    },
    [
      node(`div`, {
        display: `flex`,
        position: `absolute`,
        left: 0,
        top: 0,
        bottom: 0,
        width: 20,
        backgroundColor: colours[`--color-accent`],
      }),
      footer,
    ],
  )
}

/** The published file of a card, named by the hash of everything drawn on it. */
export function cardFileName(hash: string): string {
  if (!/^[0-9a-f]{16,}$/.test(hash)) throw new Error(`A card's hash must be hexadecimal, got "${hash}"`)
  return `card-${hash.slice(0, 20)}.jpg`
}

/** Where the cards are published, under public/ (and so under the path prefix). */
export const CARDS_DIR = `/static/cards`
