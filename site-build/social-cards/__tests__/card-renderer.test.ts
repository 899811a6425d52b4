/** @jest-environment node */
import { readFileSync } from "fs"
import path from "path"
import sharp from "sharp"
import { BAND, CARD_HEIGHT, CARD_WIDTH, cardColours, type CardText } from "../social-card"
import { avatarDataUri, cardRenderer } from "../card-renderer"

const colours = cardColours(readFileSync(path.resolve(`src/styles/global.css`), `utf8`))
const AVATAR = path.resolve(`static/images/profile/avatar.jpg`)
const post: CardText = { kicker: `Rust`, title: `Rust Module System Explained`, detail: `September 2, 2024` }

// satori asks for more fonts only for characters none of the given ones has: those are the missing ones.
it(`has a glyph for accents, Greek, math and box drawing, as the posts use, and names the characters it has none for`, async () => {
  const renderer = await cardRenderer({ name: `Ada`, handle: `ada`, site: `example.com`, avatar: null }, colours)
  const text = {
    kicker: `Español`,
    title: `Señor café, naïve façade: π ≈ √2, ┌─┐ │ └─┘ → “quotes” — Ωμέγα, Привет`,
    detail: `May 1, 2015`,
  }
  await expect(renderer.render(text)).resolves.toMatchObject({ missing: [] })
  await expect(renderer.render({ ...post, title: `Rust 日本 ok` })).resolves.toMatchObject({ missing: [`日本`] })
}, 30000)

describe(`a card`, () => {
  let render: (text: CardText) => Promise<Buffer>

  beforeAll(async () => {
    const renderer = await cardRenderer(
      { name: `Juma Kiprono`, handle: `jumakip`, site: `example.com`, avatar: await avatarDataUri(AVATAR) },
      colours,
    )
    render = async text => (await renderer.render(text)).image
  }, 30000)

  it(`is a 1200×630 JPEG`, async () => {
    const meta = await sharp(await render(post)).metadata()
    expect(meta).toMatchObject({ format: `jpeg`, width: CARD_WIDTH, height: CARD_HEIGHT })
  })

  it(`comes out byte for byte the same from the same words, even from another renderer`, async () => {
    const again = await cardRenderer(
      { name: `Juma Kiprono`, handle: `jumakip`, site: `example.com`, avatar: await avatarDataUri(AVATAR) },
      colours,
    )
    const first = await render(post)
    expect((await render(post)).equals(first)).toBe(true)
    expect((await again.render(post)).image.equals(first)).toBe(true)
    expect((await render({ ...post, title: `Rust Module System, Explained` })).equals(first)).toBe(false)
  }, 30000)

  it(`draws the title in the band in the site's text colour, and leaves the rest of the band blank`, async () => {
    const { data } = await sharp(await render({ ...post, title: `Mmmm` }))
      .raw()
      .toBuffer({ resolveWithObject: true })
    const darkIn = (top: number, bottom: number) => {
      let dark = 0
      for (let y = top; y < bottom; y++)
        for (let x = BAND.left; x < BAND.left + BAND.width; x++) if (data[(y * CARD_WIDTH + x) * 3] < 80) dark++
      return dark
    }
    // The title's first line sits under the kicker; the band's lower half is empty for a short title.
    expect(darkIn(BAND.top + 100, BAND.top + 200)).toBeGreaterThan(2000)
    expect(darkIn(BAND.top + 250, BAND.top + BAND.height)).toBe(0)
  })
})
