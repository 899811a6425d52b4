// Whether an image file really is an image of its extension, judged by its
// bytes: a .png that holds text (an error page saved in its place, a Git LFS
// pointer), another format under the wrong name, or a file cut short by a
// failed copy stops the image step of the build with an error about bytes,
// far from the post. Most files are judged by their first and last bytes;
// only one that does not end as its format ends is walked further. SVG is
// text, and checked elsewhere. Pure: the bytes come from a ByteSource.

/** A file's bytes, read where they are asked for. */
export interface ByteSource {
  size: number
  read(position: number, length: number): Uint8Array
}

type Kind = `PNG` | `JPEG` | `GIF` | `WebP` | `AVIF`

/** The formats judged, by extension. */
export const SNIFFED_IMAGE = /\.(png|jpe?g|gif|webp|avif)$/i

const KIND_OF_EXTENSION: Record<string, Kind> = { png: `PNG`, jpg: `JPEG`, jpeg: `JPEG`, gif: `GIF`, webp: `WebP`, avif: `AVIF` }
const EXTENSION_OF_KIND: Record<Kind, string> = { PNG: `.png`, JPEG: `.jpg`, GIF: `.gif`, WebP: `.webp`, AVIF: `.avif` }

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to))
const uint32 = (bytes: Uint8Array, at: number) => ((bytes[at] << 24) | (bytes[at + 1] << 16) | (bytes[at + 2] << 8) | bytes[at + 3]) >>> 0

/** The format the first bytes of a file announce, or null. */
function kindOf(head: Uint8Array): Kind | null {
  if (head.length >= 8 && ascii(head, 0, 8) === `\x89PNG\r\n\x1a\n`) return `PNG`
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return `JPEG`
  if (/^GIF8[79]a$/.test(ascii(head, 0, 6))) return `GIF`
  if (ascii(head, 0, 4) === `RIFF` && ascii(head, 8, 12) === `WEBP`) return `WebP`
  if (ascii(head, 4, 8) === `ftyp`) {
    // The brands: the major one, then the compatible ones, to the end of the ftyp box.
    const end = Math.min(uint32(head, 0), head.length)
    for (let at = 8; at + 4 <= end; at += 4) if (at !== 12 && /^avi[fs]$/.test(ascii(head, at, at + 4))) return `AVIF`
  }
  return null
}

/** What the first bytes hold when they are no image: text, or bytes shown in hexadecimal. */
function whatItHolds(head: Uint8Array): string {
  const text = head.every(byte => byte === 9 || byte === 10 || byte === 13 || byte >= 32)
  if (text) return `holds text`
  return `starts with the bytes ${[...head.subarray(0, 8)].map(byte => byte.toString(16).padStart(2, `0`)).join(` `)}`
}

/** Whether `bytes` holds FF D9 (FF found natively, then its next byte looked at). */
function holdsEndOfImage(bytes: Uint8Array): boolean {
  for (let at = bytes.indexOf(0xff); at !== -1 && at + 1 < bytes.length; at = bytes.indexOf(0xff, at + 1)) {
    if (bytes[at + 1] === 0xd9) return true
  }
  return false
}

/** PNG: chunk after chunk, to the IEND chunk that ends the image. */
function pngIsWhole({ size, read }: ByteSource): boolean {
  if (size >= 12 && ascii(read(size - 12, 12), 4, 8) === `IEND`) return true
  for (let at = 8; at + 8 <= size;) {
    const header = read(at, 8)
    if (ascii(header, 4, 8) === `IEND`) return true
    at += 12 + uint32(header, 0)
  }
  return false
}

/** JPEG: it ends with EOI (FF D9), or, with data after the image (a motion photo), holds one after its first scan. */
function jpegIsWhole({ size, read }: ByteSource): boolean {
  const tail = read(size - 2, 2)
  if (tail[0] === 0xff && tail[1] === 0xd9) return true
  let at = 2
  while (at + 4 <= size) {
    const marker = read(at, 4)
    if (marker[0] !== 0xff) return false
    if (marker[1] === 0xff) at++
    else if (marker[1] === 0xd9) return true
    else if (marker[1] === 0x01 || (marker[1] >= 0xd0 && marker[1] <= 0xd7)) at += 2
    else if (marker[1] !== 0xda) at += 2 + ((marker[2] << 8) | marker[3])
    else break
  }
  // In the compressed data an FF is always followed by 00 or a restart marker: FF D9 there is the end.
  const CHUNK = 1 << 16
  for (let from = at; from < size; from += CHUNK - 1) {
    if (holdsEndOfImage(read(from, Math.min(CHUNK, size - from)))) return true
  }
  return false
}

/** GIF: block after block (each image's data in sub-blocks) to the trailer (3B) that ends the file. */
function gifIsWhole({ size, read }: ByteSource): boolean {
  if (size < 13) return false
  if (read(size - 1, 1)[0] === 0x3b) return true
  const bytes = read(0, size)
  const table = (flags: number) => (flags & 0x80 ? 3 * 2 ** ((flags & 7) + 1) : 0)
  let at = 13 + table(bytes[10])
  while (at < size) {
    const block = bytes[at]
    if (block === 0x3b) return true
    if (block === 0x21) at += 2
    else if (block === 0x2c) at += 10 + table(bytes[at + 9]) + 1
    else return false
    // Sub-blocks, each its length then its bytes, to one of length 0.
    while (at < size && bytes[at] !== 0) at += bytes[at] + 1
    at++
  }
  return false
}

/** AVIF: each top-level box of the file ends within it. */
function avifIsWhole({ size, read }: ByteSource): boolean {
  for (let at = 0; at < size;) {
    if (at + 8 > size) return false
    const header = read(at, 16)
    const length = uint32(header, 0)
    if (length === 0) return true
    const boxSize = length === 1 ? uint32(header, 8) * 2 ** 32 + uint32(header, 12) : length
    if (boxSize < 8 || at + boxSize > size) return false
    at += boxSize
  }
  return true
}

/** Whether a file of the format holds all of it, as far as its structure tells. */
const IS_WHOLE: Record<Kind, (source: ByteSource) => boolean> = {
  PNG: pngIsWhole,
  JPEG: jpegIsWhole,
  GIF: gifIsWhole,
  // RIFF gives the size of what follows its first 8 bytes, least significant byte first.
  WebP: ({ size, read }) => size >= 12 && size >= [...read(4, 4)].reduceRight((value, byte) => value * 256 + byte, 0) + 8,
  AVIF: avifIsWhole,
}

/** What a format's end looks like, for the message about a file cut short. */
const END: Record<Kind, string> = {
  PNG: `a PNG image ends with an IEND chunk, and this one stops before it`,
  JPEG: `a JPEG image ends with an FF D9 marker, and this one has none`,
  GIF: `a GIF image ends with a trailer byte, 3B, and this one stops before it`,
  WebP: `its header gives a longer size than the file has`,
  AVIF: `its last box runs past the end of the file`,
}

/** The extension of the image format a file's first bytes hold when its name gives another (a JPEG saved as .png: .jpg); null otherwise. */
export function trueImageExtension(name: string, head: Uint8Array): string | null {
  const expected = KIND_OF_EXTENSION[/\.([a-z]+)$/i.exec(name)?.[1].toLowerCase() ?? ``]
  const kind = expected ? kindOf(head) : null
  return kind && kind !== expected ? EXTENSION_OF_KIND[kind] : null
}

/** "a PNG image", "an AVIF image". */
const imageOf = (kind: Kind) => `${kind === `AVIF` ? `an` : `a`} ${kind} image`

/**
 * What is wrong with an image file of a judged extension (SNIFFED_IMAGE), as
 * words that follow its name, or null when it is the image its name says.
 */
export function imageBytesProblem(name: string, source: ByteSource): string | null {
  const extension = /\.([a-z]+)$/i.exec(name)?.[1].toLowerCase() ?? ``
  const expected = KIND_OF_EXTENSION[extension]
  if (!expected) return null
  const again = `save or download it again`
  const anImage = imageOf(expected)
  if (source.size === 0) return `is empty (0 bytes), not ${anImage}: ${again}`
  const head = source.read(0, Math.min(source.size, 64))
  if (ascii(head, 0, 23) === `version https://git-lfs`) return `is a Git LFS pointer, not the ${expected} image itself: run git lfs pull`
  const kind = kindOf(head)
  if (kind === null) return `${whatItHolds(head)}, not ${anImage}: replace it with the image`
  if (kind !== expected) {
    return `holds ${imageOf(kind)}, not ${anImage}: rename it to ${EXTENSION_OF_KIND[kind]} (and where it is used), or convert it`
  }
  if (!IS_WHOLE[kind](source)) return `is cut short at ${source.size.toLocaleString(`en`)} bytes (${END[kind]}): ${again}`
  return null
}
