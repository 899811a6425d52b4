/**
 * @jest-environment node
 */
import { promises as fs } from "fs"
import os from "os"
import path from "path"
import sharp from "sharp"
import { appIconFiles, largestChannelDifference, MAX_PALETTE_ERROR, recompressAppIcons, smallestPng } from "../app-icons"

/** A 144 px icon with a gradient and a shape, stored as sharp writes it by default. */
async function icon(shape = `#123456`): Promise<Buffer> {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="144" height="144"><defs><linearGradient id="g">` +
    `<stop offset="0" stop-color="#a93f0a"/><stop offset="1" stop-color="#f6f7f9"/></linearGradient></defs>` +
    `<rect width="144" height="144" fill="url(#g)"/><circle cx="72" cy="72" r="40" fill="${shape}"/></svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}

const pixels = async (png: Buffer) => (await sharp(png).raw().toBuffer({ resolveWithObject: true })).data

it(`stores an icon in fewer bytes, no channel of any pixel moved by more than the bound, and leaves one already as small`, async () => {
  const original = await icon()
  const smaller = await smallestPng(original)
  expect(smaller.length).toBeLessThan(original.length * 0.8)
  expect(await largestChannelDifference(original, smaller)).toBeLessThanOrEqual(MAX_PALETTE_ERROR)
  expect(await smallestPng(smaller)).toBe(smaller)
})

it(`keeps the pixels exactly where a palette would change them more than the bound (a photograph)`, async () => {
  const noise = Buffer.alloc(96 * 96 * 3)
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) % 251
  const photo = await sharp(noise, { raw: { width: 96, height: 96, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toBuffer()
  const smaller = await smallestPng(photo)
  expect(smaller.length).toBeLessThan(photo.length)
  expect((await pixels(smaller)).equals(await pixels(photo))).toBe(true)
})

it(`measures the largest difference between two images channel by channel`, async () => {
  const grey = (level: number) =>
    sharp({ create: { width: 4, height: 4, channels: 3, background: { r: level, g: level, b: level } } })
      .png()
      .toBuffer()
  expect(await largestChannelDifference(await grey(100), await grey(100))).toBe(0)
  expect(await largestChannelDifference(await grey(100), await grey(117))).toBe(17)
})

it(`rewrites the favicon and the icons of a built site, and nothing else`, async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), `app-icons-`))
  try {
    const original = await icon()
    await fs.mkdir(path.join(dir, `icons`))
    await fs.mkdir(path.join(dir, `static`))
    for (const file of [`favicon-32x32.png`, `icons/icon-144x144.png`, `static/photo.png`])
      await fs.writeFile(path.join(dir, file), original)
    expect(await appIconFiles(dir)).toEqual([path.join(dir, `favicon-32x32.png`), path.join(dir, `icons`, `icon-144x144.png`)])

    const info = jest.fn()
    await recompressAppIcons(dir, { info })
    for (const file of [`favicon-32x32.png`, `icons/icon-144x144.png`])
      expect((await fs.readFile(path.join(dir, file))).length).toBeLessThan(original.length)
    expect((await fs.readFile(path.join(dir, `static/photo.png`))).equals(original)).toBe(true)
    expect(info).toHaveBeenCalledWith(expect.stringMatching(/^app icons: 2 PNGs, \d+ KB → \d+ KB$/))
  } finally {
    await fs.rm(dir, { recursive: true, force: true })
  }
})

it(`encodes no icon again that an earlier build made smallest, but a new one`, async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), `app-icons-`))
  const stored = new Map<string, unknown>()
  const cache = { get: async (key: string) => stored.get(key), set: async (key: string, value: unknown) => void stored.set(key, value) }
  try {
    const original = await icon()
    await fs.writeFile(path.join(dir, `favicon-32x32.png`), original)
    await recompressAppIcons(dir, { info: jest.fn() }, cache)
    const smallest = await fs.readFile(path.join(dir, `favicon-32x32.png`))

    const sharpCalls = jest.spyOn(sharp.prototype, `png`)
    await recompressAppIcons(dir, { info: jest.fn() }, cache)
    expect(sharpCalls).not.toHaveBeenCalled()
    expect((await fs.readFile(path.join(dir, `favicon-32x32.png`))).equals(smallest)).toBe(true)

    // gatsby-plugin-manifest writes its PNG again in every build: the smallest comes from the cache.
    await fs.writeFile(path.join(dir, `favicon-32x32.png`), original)
    await recompressAppIcons(dir, { info: jest.fn() }, cache)
    expect(sharpCalls).not.toHaveBeenCalled()
    expect((await fs.readFile(path.join(dir, `favicon-32x32.png`))).equals(smallest)).toBe(true)

    // A new icon is encoded.
    await fs.writeFile(path.join(dir, `favicon-32x32.png`), await icon(`#114477`))
    await recompressAppIcons(dir, { info: jest.fn() }, cache)
    expect(sharpCalls).toHaveBeenCalled()
    sharpCalls.mockRestore()
  } finally {
    await fs.rm(dir, { recursive: true, force: true })
  }
})
