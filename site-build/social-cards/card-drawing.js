// @ts-check
// Draws link-preview cards from satori element trees, without a browser: satori
// lays the text out into SVG paths with the given font files, sharp rasterises
// and encodes. The base (ground, avatar, owner) is drawn once; each card only
// draws its band of words and blends it over a copy of the base.
//
// Plain JavaScript because a worker thread loads it by path (card-worker.js),
// where Node cannot read TypeScript; the build and the tests call it on the
// main thread too, so a card's bytes never depend on where it was drawn.
const { readFileSync } = require(`fs`)
const sharp = require(`sharp`)

/** @typedef {typeof import("satori").default} Satori */
/** @type {Satori | undefined} */
let loadedSatori
/** satori, loaded at the first card drawn: every process of a build loads this module (gatsby-node imports it), and most draw none. */
const satori = /** @type {Satori} */ ((element, options) => (loadedSatori ??= require(`satori`).default)(element, options))

/**
 * @typedef {import("./social-card-layout").CardElement} CardElement
 * @typedef {{ name: string; file: string; weight: 400 | 700 }} FontFile
 * @typedef {{ left: number; top: number; width: number; height: number }} Box
 * @typedef {object} CardSetup What every card of a build shares; plain data, so it can be sent to a worker.
 * @property {FontFile[]} fonts The font files, by absolute path, in the order satori tries them.
 * @property {number} width The card's width.
 * @property {number} height The card's height.
 * @property {CardElement} base The part of the card drawn once.
 * @property {Box} band Where each card's own words go on the base.
 * @typedef {{ image: Buffer; missing: string[] }} DrawnCard The card as a JPEG, and the text no font has a glyph for.
 * @typedef {{ draw(band: CardElement): Promise<DrawnCard> }} CardDrawer
 */

/**
 * Draws an element; the text no font has a glyph for (it shows as boxes) is added to `missing`.
 * @param {CardElement} element
 * @param {{ width: number; height: number }} size
 * @param {Parameters<typeof satori>[1]["fonts"]} fonts
 * @param {string[]} missing
 */
const toSvg = (element, { width, height }, fonts, missing) =>
  satori(/** @type {any} */ (element), {
    width,
    height,
    fonts,
    loadAdditionalAsset: async (_language, segment) => {
      missing.push(segment)
      return []
    },
  })

/**
 * Loads the fonts and draws the base. The drawer it gives may draw several cards at once.
 * @param {CardSetup} setup
 * @returns {Promise<CardDrawer>}
 */
async function cardDrawer({ fonts: files, width, height, base: baseElement, band: box }) {
  // One array for every card: satori keeps its parse of the fonts per array.
  const fonts = files.map(({ name, file, weight }) => ({ name, data: readFileSync(file), weight, style: /** @type {const} */ (`normal`) }))
  const baseSvg = await toSvg(baseElement, { width, height }, fonts, [])
  const base = await sharp(Buffer.from(baseSvg)).removeAlpha().raw().toBuffer()
  if (base.length !== width * height * 3) throw new Error(`The card base came out at ${base.length} bytes, not ${width}×${height} RGB`)

  return {
    async draw(bandElement) {
      /** @type {string[]} */
      const missing = []
      const bandSvg = await toSvg(bandElement, box, fonts, missing)
      const band = await sharp(Buffer.from(bandSvg)).ensureAlpha().raw().toBuffer()
      const pixels = Buffer.from(base)
      blend(pixels, width, band, box)
      const image = await sharp(pixels, { raw: { width, height, channels: 3 } })
        .jpeg({ quality: 85, optimiseCoding: false })
        .toBuffer()
      return { image, missing: [...new Set(missing)] }
    },
  }
}

/**
 * Lays the band's RGBA pixels over the RGB card at the box's place ("over", in integers, so it is exact).
 * @param {Buffer} card
 * @param {number} cardWidth
 * @param {Buffer} band
 * @param {Box} box
 */
function blend(card, cardWidth, band, { left, top, width, height }) {
  for (let y = 0; y < height; y++) {
    let source = y * width * 4
    let target = ((top + y) * cardWidth + left) * 3
    for (let x = 0; x < width; x++, source += 4, target += 3) {
      const alpha = band[source + 3]
      if (alpha === 0) continue
      const rest = 255 - alpha
      card[target] = (band[source] * alpha + card[target] * rest + 127) / 255
      card[target + 1] = (band[source + 1] * alpha + card[target + 1] * rest + 127) / 255
      card[target + 2] = (band[source + 2] * alpha + card[target + 2] * rest + 127) / 255
    }
  }
}

module.exports = { cardDrawer }
