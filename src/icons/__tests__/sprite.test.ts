/** @jest-environment node */
import { readFileSync } from "fs"
import { ICON_NAMES as APP_ICON_NAMES } from "../names"
import { MARKDOWN_ICON_NAMES } from "../markdown-names"

// The app's icons and those only a post body's HTML draws (callouts, videos).
const ICON_NAMES = [...APP_ICON_NAMES, ...MARKDOWN_ICON_NAMES]
import { ICON_FILES, iconSymbol, iconSymbols, iconsUsedIn, pageIconSprite, spriteMarkup } from "../sprite"

/** Every icon as one <svg>, as the browser bundles get it (gatsby-internals/webpack.ts). */
const iconSpriteMarkup = (readIcon: (file: string) => string) => spriteMarkup(Object.values(iconSymbols(readIcon)))

describe(`iconSymbol`, () => {
  it(`keeps the viewBox, carries the drawing attributes onto a group and drops the size and class`, () => {
    const svg = `<!-- @license a-library - ISC -->
<svg
  class="lucide lucide-sun"
  xmlns="http://www.w3.org/2000/svg"
  width="24"
  height="24"
  viewBox="0 0 24 24"
  fill="none"
  stroke="currentColor"
  stroke-width="2"
  stroke-linecap="round"
  stroke-linejoin="round"
>
  <circle cx="12" cy="12" r="4" />
  <path d="M12 2v2" />
</svg>
`
    expect(iconSymbol(`sun`, svg, `icons/sun.svg`)).toEqual({
      comments: [`<!-- @license a-library - ISC -->`],
      markup:
        `<symbol id="icon-sun" viewBox="0 0 24 24">` +
        `<g fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">` +
        `<circle cx="12" cy="12" r="4" /><path d="M12 2v2" /></g></symbol>`,
    })
  })

  it(`keeps a licence comment inside the file and the shapes' own fill`, () => {
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><!--! Brand icons, CC BY 4.0 -->` +
      `<path fill="currentColor" d="M0 0h512v512z"/></svg>`
    expect(iconSymbol(`github`, svg, `brands/github.svg`)).toEqual({
      comments: [`<!--! Brand icons, CC BY 4.0 -->`],
      markup: `<symbol id="icon-github" viewBox="0 0 512 512"><g><path fill="currentColor" d="M0 0h512v512z"/></g></symbol>`,
    })
  })

  it(`refuses a file that is not an SVG, or one without a viewBox, naming the file and the icon`, () => {
    expect(() => iconSymbol(`mail`, `<html></html>`, `icons/mail.svg`)).toThrow(
      `icons/mail.svg: icon "mail" is not an SVG file (no <svg> … </svg>)`,
    )
    expect(() => iconSymbol(`mail`, `<svg width="24" height="24"><path d="M0 0"/></svg>`, `icons/mail.svg`)).toThrow(
      `icons/mail.svg: icon "mail" has no viewBox on its <svg>, so it cannot be scaled to the text`,
    )
  })
})

describe(`the whole sprite`, () => {
  it(`has a file for every icon name, and nothing else`, () => {
    expect(Object.keys(ICON_FILES).sort()).toEqual([...ICON_NAMES].sort())
  })

  it(`draws every icon from the installed packages, each licence comment once`, () => {
    const sprite = iconSpriteMarkup(file => readFileSync(require.resolve(file), `utf8`))
    expect(sprite.startsWith(`<svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true">`)).toBe(true)
    for (const name of ICON_NAMES)
      expect(sprite).toMatch(new RegExp(`<symbol id="icon-${name}" viewBox="[-\\d. ]+"><g[^>]*>.+?</g></symbol>`))
    expect(sprite.match(/<symbol /g)).toHaveLength(ICON_NAMES.length)
    expect(sprite.match(/@license lucide-static/g)).toHaveLength(1)
    expect(sprite.match(/Font Awesome Free/g)).toHaveLength(1)
    // No size or class of the files' own: the page sizes each icon to its text.
    expect(sprite).not.toMatch(/<(svg|symbol|g)\b[^>]* (width|height|class)="/)
    expect(sprite.match(/<svg\b/g)).toHaveLength(1)
  })

  it(`reads each file once, by the path the table gives`, () => {
    const read: string[] = []
    iconSpriteMarkup(file => {
      read.push(file)
      return `<svg viewBox="0 0 24 24"><path d="M0 0"/></svg>`
    })
    expect(read).toEqual(Object.values(ICON_FILES))
  })
})

describe(`a page's sprite`, () => {
  const symbols = iconSymbols(file => readFileSync(require.resolve(file), `utf8`))
  const use = (name: string) => `<svg aria-hidden="true" class="icon"><use href="#icon-${name}"></use></svg>`

  it(`finds the icons a body draws, once each, in the table's order, and nothing that is not an icon's <use>`, () => {
    const body =
      `<main>${use(`mail`)}<p>${use(`sun`)}${use(`mail`)}</p>` + `<a href="#icon-code">a link</a><use href="#icon-nothing"></use></main>`
    expect(iconsUsedIn(body)).toEqual([`mail`, `sun`])
    expect(iconsUsedIn(`<main><p>No icons</p></main>`)).toEqual([])
  })

  it(`holds only the symbols the body draws, with only their licences`, () => {
    const sprite = pageIconSprite(symbols, `<div>${use(`sun`)}${use(`moon`)}</div>`)
    expect([...sprite.matchAll(/<symbol id="([^"]+)"/g)].map(match => match[1])).toEqual([`icon-moon`, `icon-sun`])
    expect(sprite).toContain(`@license lucide-static`)
    expect(sprite).not.toContain(`Font Awesome`)
    expect(pageIconSprite(symbols, `<div>${use(`github`)}</div>`)).not.toContain(`lucide`)
  })

  it(`is an empty <svg> for a body without icons, and every symbol when the body is not known`, () => {
    expect(pageIconSprite(symbols, `<main><p>Not found</p></main>`)).toBe(
      `<svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true"></svg>`,
    )
    expect(pageIconSprite(symbols, undefined)).toBe(iconSpriteMarkup(file => readFileSync(require.resolve(file), `utf8`)))
    expect(pageIconSprite(symbols, ``)).toBe(pageIconSprite(symbols, undefined))
  })
})
