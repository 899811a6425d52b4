/**
 * @jest-environment node
 */
import { promises as fs } from "fs"
import os from "os"
import path from "path"
import sharp from "sharp"
import { imageBytesProblem, type ByteSource } from "../image-bytes"
import { imageFileProblem } from "../image-files"

const source = (bytes: Uint8Array): ByteSource => ({ size: bytes.length, read: (at, length) => bytes.subarray(at, at + length) })
const judge = (name: string, bytes: Uint8Array | string) =>
  imageBytesProblem(name, source(typeof bytes === `string` ? Buffer.from(bytes) : bytes))

/** A small picture with some detail, so each format writes more than its headers. */
const picture = (format: `png` | `jpeg` | `gif` | `webp` | `avif`) =>
  sharp({ create: { width: 48, height: 32, channels: 3, background: `#3366cc` } })
    .composite([{ input: Buffer.from(`<svg width="48" height="32"><circle cx="20" cy="16" r="9" fill="#fc3"/></svg>`) }])
    .toFormat(format)
    .toBuffer()

describe(`imageBytesProblem`, () => {
  it(`takes each format under its own names`, async () => {
    for (const [format, names] of [
      [`png`, [`a.png`, `A.PNG`]],
      [`jpeg`, [`a.jpg`, `a.jpeg`]],
      [`gif`, [`a.gif`]],
      [`webp`, [`a.webp`]],
      [`avif`, [`a.avif`]],
    ] as const) {
      const bytes = await picture(format)
      for (const name of names) expect(judge(name, bytes)).toBeNull()
    }
  })

  it(`refuses text, an empty file and a Git LFS pointer under an image's name`, () => {
    expect(judge(`cover.png`, `<!DOCTYPE html><title>404 Not Found</title>`)).toBe(`holds text, not a PNG image: replace it with the image`)
    expect(judge(`cover.jpg`, ``)).toBe(`is empty (0 bytes), not a JPEG image: save or download it again`)
    expect(judge(`cover.webp`, `version https://git-lfs.github.com/spec/v1\noid sha256:abc\nsize 12345\n`)).toBe(
      `is a Git LFS pointer, not the WebP image itself: run git lfs pull`,
    )
    expect(judge(`a.avif`, new Uint8Array([0, 1, 2, 250, 251, 252, 253, 254, 255]))).toBe(
      `starts with the bytes 00 01 02 fa fb fc fd fe, not an AVIF image: replace it with the image`,
    )
  })

  it(`refuses another format under the name, saying which it is`, async () => {
    expect(judge(`photo.png`, await picture(`jpeg`))).toBe(
      `holds a JPEG image, not a PNG image: rename it to .jpg (and where it is used), or convert it`,
    )
    expect(judge(`photo.jpg`, await picture(`webp`))).toMatch(/^holds a WebP image, not a JPEG image: rename it to \.webp/)
    // HEIC is no AVIF, though both are HEIF files.
    const heic = Buffer.from(await picture(`avif`))
    heic.write(`heic`, 8, `latin1`)
    heic.write(`mif1heic`, 16, `latin1`)
    expect(judge(`photo.avif`, heic)).toMatch(/^starts with the bytes .*, not an AVIF image/)
  })

  it(`refuses a file cut short`, async () => {
    for (const [format, name, end] of [
      [`png`, `a.png`, /is cut short at [\d,]+ bytes \(a PNG image ends with an IEND chunk, and this one stops before it\)/],
      [`jpeg`, `a.jpg`, /is cut short at [\d,]+ bytes \(a JPEG image ends with an FF D9 marker, and this one has none\)/],
      [`webp`, `a.webp`, /is cut short .*its header gives a longer size than the file has/],
      [`avif`, `a.avif`, /is cut short .*its last box runs past the end of the file/],
    ] as const) {
      const bytes = await picture(format)
      expect(judge(name, bytes.subarray(0, Math.floor(bytes.length * 0.6)))).toMatch(end)
    }
    const gif = await picture(`gif`)
    expect(judge(`a.gif`, gif.subarray(0, gif.length - 1))).toMatch(/is cut short .*a GIF image ends with a trailer byte/)
    expect(judge(`a.gif`, `GIF89a`)).toMatch(/is cut short at 6 bytes/)
  })

  it(`takes a JPEG with data after its end (a motion photo) and a PNG with bytes after IEND`, async () => {
    const jpeg = await picture(`jpeg`)
    expect(judge(`a.jpg`, Buffer.concat([jpeg, Buffer.from(`ftypmp42 and a video, ending in FF`), Buffer.from([0xff])]))).toBeNull()
    expect(judge(`a.png`, Buffer.concat([await picture(`png`), Buffer.from(`trailing`)]))).toBeNull()
    expect(judge(`a.gif`, Buffer.concat([await picture(`gif`), Buffer.from(`\n`)]))).toBeNull()
  })

  it(`leaves other files alone: SVG is text, and checked elsewhere`, () => {
    expect(judge(`a.svg`, `<svg/>`)).toBeNull()
    expect(judge(`notes.pdf`, `not a pdf`)).toBeNull()
  })
})

describe(`imageFileProblem`, () => {
  it(`reads a file from the disk, and says nothing of one that is not there`, async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), `image-bytes-`))
    try {
      await fs.writeFile(path.join(dir, `good.png`), await picture(`png`))
      await fs.writeFile(path.join(dir, `bad.png`), `not really a png`)
      expect(imageFileProblem(path.join(dir, `good.png`))).toBeNull()
      expect(imageFileProblem(path.join(dir, `bad.png`))).toBe(`holds text, not a PNG image: replace it with the image`)
      expect(imageFileProblem(path.join(dir, `gone.png`))).toBeNull()
    } finally {
      await fs.rm(dir, { recursive: true, force: true })
    }
  })
})
