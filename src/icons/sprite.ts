// The icons' SVG files as a hidden sprite of symbols that gatsby-ssr.tsx writes at
// the top of every page's body, outside the React root: <Icon> draws a <use> of its
// <symbol>, so an icon costs the browser no image and the JavaScript only its name.
// The files are read when the bundles are made (gatsby-internals/webpack.ts), not while pages render.
//
// A page carries only the symbols its prebuilt body uses: a post draws about half
// of them and none of the sidebar's large brand drawings, which would otherwise
// be in every page's HTML. Buttons shown only with JavaScript are in the HTML,
// hidden, so their icons are in the sprite too. An icon the app draws beyond
// those (after a client-side navigation) brings the whole sprite in its own
// small script (src/icons/symbols.ts).
//
// Not CSS masks over SVG data URIs: Chromium makes an image document for each
// distinct one during the page's first style pass, which then takes several
// times as long, and the URL-encoded files weigh more than this sprite.
import { readFileSync } from "fs"
import { createRequire } from "module"
import path from "path"
import { ICON_NAMES as APP_ICON_NAMES, iconSymbolId, type IconName as AppIconName } from "./names"
import { MARKDOWN_ICON_NAMES, type MarkdownIconName } from "./markdown-names"

/** Every symbol the sprite can hold: the app's icons and those a post body's HTML draws. */
type IconName = AppIconName | MarkdownIconName
const ICON_NAMES: readonly IconName[] = [...APP_ICON_NAMES, ...MARKDOWN_ICON_NAMES]

/** UI icons from Lucide, brand icons from Font Awesome's free set. */
export const ICON_FILES: Record<IconName, string> = {
  "arrow-left": `lucide-static/icons/arrow-left.svg`,
  "arrow-right": `lucide-static/icons/arrow-right.svg`,
  calendar: `lucide-static/icons/calendar.svg`,
  clock: `lucide-static/icons/clock.svg`,
  code: `lucide-static/icons/code.svg`,
  "external-link": `lucide-static/icons/external-link.svg`,
  link: `lucide-static/icons/link.svg`,
  mail: `lucide-static/icons/mail.svg`,
  "map-pin": `lucide-static/icons/map-pin.svg`,
  "message-circle": `lucide-static/icons/message-circle.svg`,
  moon: `lucide-static/icons/moon.svg`,
  pin: `lucide-static/icons/pin.svg`,
  search: `lucide-static/icons/search.svg`,
  share: `lucide-static/icons/share-2.svg`,
  sun: `lucide-static/icons/sun.svg`,
  user: `lucide-static/icons/user.svg`,
  twitter: `@fortawesome/fontawesome-free/svgs/brands/twitter.svg`,
  github: `@fortawesome/fontawesome-free/svgs/brands/github.svg`,
  linkedin: `@fortawesome/fontawesome-free/svgs/brands/linkedin.svg`,
  discord: `@fortawesome/fontawesome-free/svgs/brands/discord.svg`,
  devto: `@fortawesome/fontawesome-free/svgs/brands/dev.svg`,
  stackoverflow: `@fortawesome/fontawesome-free/svgs/brands/stack-overflow.svg`,
  "hacker-news": `@fortawesome/fontawesome-free/svgs/brands/hacker-news.svg`,
  "x-twitter": `@fortawesome/fontawesome-free/svgs/brands/x-twitter.svg`,
  info: `lucide-static/icons/info.svg`,
  lightbulb: `lucide-static/icons/lightbulb.svg`,
  "message-square-warning": `lucide-static/icons/message-square-warning.svg`,
  "triangle-alert": `lucide-static/icons/triangle-alert.svg`,
  "octagon-alert": `lucide-static/icons/octagon-alert.svg`,
  play: `lucide-static/icons/play.svg`,
}

/** The root <svg> attributes that style the drawing, carried onto the symbol's group. */
const DRAWING_ATTRIBUTES = [`fill`, `stroke`, `stroke-width`, `stroke-linecap`, `stroke-linejoin`]

export interface IconSymbol {
  /** The licence comments of the file, kept with the drawing. */
  comments: string[]
  markup: string
}

/** One icon file as a <symbol>: its viewBox, its drawing attributes on a group, its shapes. */
export function iconSymbol(name: IconName, svg: string, file: string): IconSymbol {
  const comments = [...svg.matchAll(/<!--[\s\S]*?-->/g)].map(match => match[0])
  const text = svg.replace(/<!--[\s\S]*?-->/g, ``)
  const root = /<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/.exec(text)
  if (!root) throw new Error(`${file}: icon "${name}" is not an SVG file (no <svg> … </svg>)`)
  const attributes = new Map([...root[1].matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, key, value]) => [key, value]))
  const viewBox = attributes.get(`viewBox`)
  if (!viewBox) throw new Error(`${file}: icon "${name}" has no viewBox on its <svg>, so it cannot be scaled to the text`)
  const drawing = DRAWING_ATTRIBUTES.filter(key => attributes.has(key))
    .map(key => ` ${key}="${attributes.get(key)}"`)
    .join(``)
  const shapes = root[2].replace(/>\s+</g, `><`).replace(/\s+/g, ` `).trim()
  return { comments, markup: `<symbol id="${iconSymbolId(name)}" viewBox="${viewBox}"><g${drawing}>${shapes}</g></symbol>` }
}

export type IconSymbols = Record<IconName, IconSymbol>

/** Every icon's symbol; `readIcon` reads a file of ICON_FILES. */
export function iconSymbols(readIcon: (file: string) => string): IconSymbols {
  return Object.fromEntries(
    (Object.entries(ICON_FILES) as [IconName, string][]).map(([name, file]) => [name, iconSymbol(name, readIcon(file), file)]),
  ) as IconSymbols
}

/** Every icon of the project's packages, as the bundles carry them (gatsby-internals/webpack.ts). */
export function projectIcons(): { symbols: IconSymbols; sprite: string } {
  // gatsby-node.ts is bundled before Node runs it: resolve packages from the project itself.
  const projectRequire = createRequire(path.join(process.cwd(), `package.json`))
  const symbols = iconSymbols(file => readFileSync(projectRequire.resolve(file), `utf8`))
  return { symbols, sprite: spriteMarkup(Object.values(symbols)) }
}

/** Symbols as one <svg>, each licence comment of theirs once. */
export function spriteMarkup(symbols: IconSymbol[]): string {
  const comments = [...new Set(symbols.flatMap(symbol => symbol.comments))]
  const markup = symbols.map(symbol => symbol.markup).join(``)
  return `<svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true">${comments.join(``)}${markup}</svg>`
}

/** The icons an HTML body draws: the symbols its <use>s point to, in the order of ICON_NAMES. */
export function iconsUsedIn(html: string): IconName[] {
  const used = new Set([...html.matchAll(/<use\b[^>]*\bhref="#([^"]+)"/g)].map(match => match[1]))
  return ICON_NAMES.filter(name => used.has(iconSymbolId(name)))
}

/**
 * The sprite a page carries: the symbols its prebuilt body draws. Without a body
 * (the development server sends an empty shell and renders in the browser), all of them.
 */
export function pageIconSprite(symbols: IconSymbols, bodyHtml: string | undefined): string {
  const names = bodyHtml ? iconsUsedIn(bodyHtml) : ICON_NAMES
  return spriteMarkup(names.map(name => symbols[name]))
}
