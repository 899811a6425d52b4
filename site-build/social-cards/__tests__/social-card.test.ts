import { readFileSync } from "fs"
import path from "path"
import { bandLayout, baseLayout, type CardElement } from "../social-card-layout"
import { BAND, cardColours, cardFileName, fitTitle, pageCardText, postCardText, shortenTitle, TITLE_SIZES } from "../social-card"

const css = readFileSync(path.resolve(`src/styles/global.css`), `utf8`)
const colours = cardColours(css)

/** Every string drawn by an element tree, in order. */
function textsOf(element: CardElement | string): string[] {
  if (typeof element === `string`) return [element]
  const { children } = element.props
  if (children === undefined) return []
  return (Array.isArray(children) ? children : [children]).flatMap(textsOf)
}

describe(`shortenTitle`, () => {
  it(`keeps a title that fits, with its whitespace collapsed`, () => {
    expect(shortenTitle(`  Rust   modules\nexplained `, 40)).toBe(`Rust modules explained`)
  })

  it(`cuts a long title at a word and ends it with an ellipsis, within the limit`, () => {
    const title = `Building High-Performance Web Applications with Actix Web, Tokio and a great deal of patience`
    const short = shortenTitle(title, 45)
    expect(short).toBe(`Building High-Performance Web Applications…`)
    expect(Array.from(short).length).toBeLessThanOrEqual(45)
  })

  it(`drops the punctuation before the ellipsis`, () => {
    expect(shortenTitle(`One, two, three, four`, 11)).toBe(`One, two…`)
  })

  it(`cuts one very long word anywhere`, () => {
    expect(shortenTitle(`Supercalifragilisticexpialidocious`, 10)).toBe(`Supercali…`)
  })

  it(`counts characters, not UTF-16 units, so accents and symbols are never split`, () => {
    expect(shortenTitle(`Señor café π √ ┌─┐ 😀😀😀`, 19)).toBe(`Señor café π √ ┌─┐…`)
  })
})

describe(`fitTitle`, () => {
  it(`sets a short title large and a longer one smaller`, () => {
    expect(fitTitle(`Rust Module System Explained`).fontSize).toBe(TITLE_SIZES[0].fontSize)
    expect(fitTitle(`How to Create Custom Middleware in Django, Step by Step`).fontSize).toBe(TITLE_SIZES[1].fontSize)
  })

  it(`shortens a title longer than three lines' worth at the smaller size`, () => {
    const { text, fontSize } = fitTitle(`word `.repeat(40))
    expect(fontSize).toBe(TITLE_SIZES[1].fontSize)
    expect(text.endsWith(`…`)).toBe(true)
    expect(Array.from(text).length).toBeLessThanOrEqual(TITLE_SIZES[1].maxChars)
  })
})

describe(`cardColours`, () => {
  it(`reads the light theme's tokens, not the dark theme's`, () => {
    expect(colours[`--color-surface`]).toBe(`#ffffff`)
    expect(colours[`--color-accent`]).toBe(`#a93f0a`)
  })

  it(`names the file and the token when one is missing`, () => {
    expect(() => cardColours(`:root { --color-text: #000; }`)).toThrow(`src/styles/global.css: --color-surface: is missing from :root`)
  })
})

describe(`layouts`, () => {
  it(`draws a post's category, date and title in the band, at the band's size`, () => {
    const band = bandLayout(postCardText({ title: `Rust Modules`, category: `Rust`, displayDate: `September 2, 2024` }), colours)
    expect(textsOf(band)).toEqual([`Rust`, `September 2, 2024`, `Rust Modules`])
    expect(band.props.style).toMatchObject({ width: BAND.width, height: BAND.height })
  })

  it(`leaves the date out of a page's card`, () => {
    expect(textsOf(bandLayout(pageCardText(`/projects`, { name: `Ada` }), colours))).toEqual([`Projects`, `Open-source projects by Ada`])
  })

  it(`draws the owner with the avatar, or with the name's initial when there is none`, () => {
    const owner = { name: `juma kiprono`, handle: `jumakip`, site: `example.com` }
    const withAvatar = baseLayout({ ...owner, avatar: `data:image/jpeg;base64,AAAA` }, colours)
    expect(JSON.stringify(withAvatar)).toContain(`data:image/jpeg;base64,AAAA`)
    expect(textsOf(withAvatar)).toEqual([`juma kiprono`, `@jumakip`, `example.com`])
    expect(textsOf(baseLayout({ ...owner, avatar: null }, colours))).toEqual([`J`, `juma kiprono`, `@jumakip`, `example.com`])
  })
})

describe(`pageCardText`, () => {
  it(`describes / with the owner's bio, or their blog when there is none`, () => {
    expect(pageCardText(`/`, { name: `Ada`, bio: `Writes compilers.` }).title).toBe(`Writes compilers.`)
    expect(pageCardText(`/`, { name: `Ada`, bio: null }).title).toBe(`Ada's blog`)
  })

  it(`refuses a page that has no card`, () => {
    expect(() => pageCardText(`/404`, { name: `Ada` })).toThrow(`No link-preview card is made for /404`)
  })
})

describe(`cardFileName`, () => {
  it(`names a card by its hash, as a JPEG`, () => {
    expect(cardFileName(`0123456789abcdef0123456789abcdef`)).toBe(`card-0123456789abcdef0123.jpg`)
  })

  it(`refuses anything but a hexadecimal hash`, () => {
    expect(() => cardFileName(`../../etc/passwd`)).toThrow(`must be hexadecimal`)
  })
})
