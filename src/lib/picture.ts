// Responsive images as plain data: what gatsby-plugin-sharp generates (the
// `gatsbyImageData` shape), read once here and turned into the attributes of a
// <picture>. The React image (src/components/site-image.tsx) and the markdown
// bodies (site-build/body-files.ts) both render from these, so the two never differ.

/** One format's candidates, as gatsby-plugin-sharp lists them. */
export interface ImageSource {
  srcSet: string
  type: string
}

/** The part of gatsby-plugin-sharp's image data a page needs. */
export interface ImageData {
  width: number
  height: number
  /** The fallback (JPEG or PNG): src and its srcset. */
  src: string
  srcSet: string
  /** Modern formats first (AVIF, then WebP): the browser takes the first it knows. */
  sources: ImageSource[]
  /** The image's dominant colour, shown while it loads. */
  backgroundColor: string | null
}

/**
 * Reads gatsby-plugin-sharp's image data (the JSON of a `gatsbyImageData`
 * field), or null when it is not that shape (an SVG cover has none).
 */
export function toImageData(json: unknown): ImageData | null {
  if (!isRecord(json) || !isRecord(json.images)) return null
  const { width, height, backgroundColor } = json
  const fallback = json.images.fallback
  if (typeof width !== `number` || typeof height !== `number` || !isRecord(fallback) || typeof fallback.src !== `string`) {
    return null
  }
  const sources = Array.isArray(json.images.sources) ? json.images.sources : []
  const srcSet = typeof fallback.srcSet === `string` ? fallback.srcSet : ``
  // A full-width layout gives only its aspect ratio (1 × 0.525): its size is its largest candidate's.
  const largest = json.layout === `fullWidth` ? Math.max(0, ...candidateWidths(srcSet)) : 0
  const size = largest > 0 ? { width: largest, height: Math.round((largest * height) / width) } : { width, height }
  return {
    ...size,
    src: fallback.src,
    srcSet,
    sources: sources
      .filter((source): source is ImageSource => isRecord(source) && typeof source.srcSet === `string` && typeof source.type === `string`)
      .map(({ srcSet, type }) => ({ srcSet, type }))
      .sort((a, b) => formatRank(a.type) - formatRank(b.type)),
    backgroundColor: typeof backgroundColor === `string` ? backgroundColor : null,
  }
}

/** The widths of a srcset's "url 448w" candidates. */
export function candidateWidths(srcSet: string): number[] {
  return [...srcSet.matchAll(/\s(\d+)w(?:,|$)/g)].map(match => Number(match[1]))
}

const FORMAT_ORDER = [`image/avif`, `image/webp`]

function formatRank(type: string): number {
  const rank = FORMAT_ORDER.indexOf(type)
  return rank === -1 ? FORMAT_ORDER.length : rank
}

/** How an image is shown where it appears. */
export interface PictureOptions {
  alt: string
  /** The `sizes` attribute: the width the layout gives the image at each screen width. */
  sizes: string
  /** On the first screen: not lazy. */
  eager?: boolean
  /** The largest image of the first screen: also fetched before the rest. */
  priority?: boolean
  className?: string
}

export interface PictureMarkup {
  sources: Array<{ type: string; srcSet: string; sizes: string }>
  img: {
    src: string
    srcSet?: string
    sizes?: string
    alt: string
    width: number
    height: number
    loading: `eager` | `lazy`
    decoding: `async`
    fetchpriority?: `high`
    className?: string
  }
  /** A CSS custom property for the placeholder colour, or null. */
  placeholderColor: string | null
}

/** Every attribute of the <picture>, its <source>s and its <img>. */
export function pictureMarkup(data: ImageData, { alt, sizes, eager = false, priority = false, className }: PictureOptions): PictureMarkup {
  return {
    sources: data.sources.map(({ type, srcSet }) => ({ type, srcSet, sizes })),
    img: {
      src: data.src,
      ...(data.srcSet ? { srcSet: data.srcSet, sizes } : {}),
      alt,
      width: data.width,
      height: data.height,
      loading: eager || priority ? `eager` : `lazy`,
      decoding: `async`,
      ...(priority ? { fetchpriority: `high` as const } : {}),
      ...(className ? { className } : {}),
    },
    placeholderColor: placeholderColor(data),
  }
}

/**
 * The dominant colour behind a JPEG while it loads. Other formats may be
 * transparent, and a colour behind them would show once they have loaded.
 */
function placeholderColor({ src, backgroundColor }: ImageData): string | null {
  if (!backgroundColor || !/\.jpe?g$/i.test(src.split(/[?#]/)[0])) return null
  return /^#[0-9a-f]{3,8}$|^rgba?\([\d\s.,%]+\)$/i.test(backgroundColor) ? backgroundColor : null
}

/** The same markup as an HTML string, for markdown bodies. */
export function pictureHtml(data: ImageData, options: PictureOptions): string {
  const { sources, img, placeholderColor } = pictureMarkup(data, options)
  const style = placeholderColor ? ` style="--placeholder:${placeholderColor}"` : ``
  const sourceTags = sources.map(
    source => `<source type="${source.type}" srcset="${escapeAttribute(source.srcSet)}" sizes="${escapeAttribute(source.sizes)}">`,
  )
  const imgAttributes: Array<[string, string | number | undefined]> = [
    [`class`, img.className],
    [`src`, img.src],
    [`srcset`, img.srcSet],
    [`sizes`, img.sizes],
    [`alt`, img.alt],
    [`width`, img.width],
    [`height`, img.height],
    [`loading`, img.loading],
    [`decoding`, img.decoding],
    [`fetchpriority`, img.fetchpriority],
  ]
  const attributes = imgAttributes
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([name, value]) => `${name}="${escapeAttribute(String(value))}"`)
    .join(` `)
  return `<picture${style}>${sourceTags.join(``)}<img ${attributes}></picture>`
}

export function escapeAttribute(value: string): string {
  return value.replace(/&/g, `&amp;`).replace(/"/g, `&quot;`).replace(/</g, `&lt;`).replace(/>/g, `&gt;`)
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === `object` && value !== null && !Array.isArray(value)
}
