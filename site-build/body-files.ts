// Images and files in the owner's content. Covers and the avatar resolve to File
// nodes, so gatsby-transformer-sharp's gatsbyImageData serves them in the sizes
// each page shows. In post bodies, every local image becomes a responsive
// <picture> made by gatsby-plugin-sharp (or, for SVG and GIF, a sized copy), and
// every linked local file is published; a missing one is a content problem.
import { promises as fs } from "fs"
import path from "path"
import type { GatsbyCache, Reporter } from "gatsby"
import { generateImageData } from "gatsby-plugin-sharp"
import sharp from "sharp"
import type { ContentProblem } from "./content-model/content-rules"
import type { FileNode } from "./node-types"
import { applyEdits, findTags, imgTag, type Tag } from "./content-model/html-tags"
import { BODY_DENSITIES, BODY_WIDTH, bodyImageSizes } from "../src/lib/image-sizes"
import { fromPostPage, publishedPath, RESIZABLE_IMAGE, resolveReference, type ContentRoots } from "./content-check/local-files"
import { escapeAttribute, pictureHtml, toImageData } from "../src/lib/picture"
import { postPath } from "../src/lib/urls"

export const ROOTS: ContentRoots = {
  staticDir: path.resolve(`static`),
  contentDir: path.resolve(`content`),
}

/** A path for messages: relative to the project, with forward slashes. */
export function projectPath(file: string): string {
  return path.relative(process.cwd(), file).split(path.sep).join(`/`)
}

/** What the body rewrite needs from Gatsby, passed in so it stays testable in one place. */
export interface BodyContext {
  /** The post's markdown file. */
  post: FileNode
  findFile(absolutePath: string): Promise<FileNode | null>
  /** The slug of the post whose markdown is this file or folder, if any. */
  postSlugAt(absolutePath: string): Promise<string | null>
  pathPrefix: string
  reporter: Reporter
  cache: GatsbyCache
}

export interface BodyResult {
  html: string
  problems: ContentProblem[]
  warnings: string[]
}

/** Local images and files in a post's HTML, published; what is missing or unsafe is listed. */
export async function publishBodyFiles(html: string, context: BodyContext): Promise<BodyResult> {
  const label = projectPath(context.post.absolutePath)
  const problems: ContentProblem[] = []
  const warnings: string[] = []
  const edits: Array<{ start: number; end: number; replacement: string }> = []

  for (const tag of findTags(html)) {
    if (tag.closing) continue
    const attribute = tag.name === `img` ? `src` : `href`
    const url = tag.attributes.get(attribute)
    if (tag.name === `img` && !tag.attributes.get(`alt`)?.trim()) {
      warnings.push(`${label}: image "${url ?? ``}" has no alt text (write ![what it shows](${url ?? `…`}))`)
    }
    if (url === undefined) continue
    const reference = resolveReference(url, context.post.dir, ROOTS)
    const what = tag.name === `img` ? `image` : `link`
    if (reference.kind === `invalid`) {
      problems.push({ file: label, field: `body`, message: `${what} "${url}" ${reference.reason}` })
      continue
    }
    // A site path in a link is a page of the site (/projects), not a file to check.
    if (reference.kind !== `local` || (tag.name === `a` && reference.rooted)) continue

    const replacement =
      tag.name === `img`
        ? await imageReplacement(tag, reference.file, context)
        : await linkReplacement(tag, reference.file, reference.hash, context)
    if (replacement === null) {
      problems.push({ file: label, field: `body`, message: `${what} "${url}" does not exist (looked for ${projectPath(reference.file)})` })
    } else {
      edits.push({ start: tag.start, end: tag.end, replacement })
    }
  }
  return { html: edits.length > 0 ? applyEdits(html, edits) : html, problems, warnings }
}

async function imageReplacement(tag: Tag, absolutePath: string, context: BodyContext): Promise<string | null> {
  const file = await context.findFile(absolutePath)
  if (!file) return null
  const alt = tag.attributes.get(`alt`) ?? ``
  const original = await publishFile(file, context.pathPrefix)

  if (RESIZABLE_IMAGE.test(file.base)) {
    const data = toImageData(await bodyImageData(file, context))
    if (data) {
      const picture = pictureHtml(data, { alt, sizes: bodyImageSizes(data.width) })
      const title = tag.attributes.get(`title`)
      // The link's name says where it goes: to the same picture, full size.
      const name = alt.trim() ? `${alt.trim()} (full-size image)` : `Full-size image`
      const link =
        `<a class="image-link" href="${escapeAttribute(original)}" aria-label="${escapeAttribute(name)}"` +
        `${title ? ` title="${escapeAttribute(title)}"` : ``}>`
      return tag.insideLink ? picture : `${link}${picture}</a>`
    }
  }
  // SVG, GIF and the like: published as they are, with their size against layout shift.
  const attributes = new Map(tag.attributes)
  attributes.set(`src`, original)
  if (!attributes.has(`width`) || !attributes.has(`height`)) {
    const size = await intrinsicSize(file.absolutePath)
    if (size) {
      attributes.set(`width`, String(size.width))
      attributes.set(`height`, String(size.height))
    }
  }
  if (!attributes.has(`loading`)) attributes.set(`loading`, `lazy`)
  if (!attributes.has(`decoding`)) attributes.set(`decoding`, `async`)
  return imgTag(attributes, escapeAttribute)
}

async function linkReplacement(tag: Tag, absolutePath: string, hash: string, context: BodyContext): Promise<string | null> {
  const fromPage = fromPostPage(absolutePath, context.post.absolutePath)
  let slug = await context.postSlugAt(absolutePath)
  if (slug === null && fromPage && !(await context.findFile(absolutePath))) slug = await context.postSlugAt(fromPage)
  let href: string
  if (slug !== null) {
    href = `${context.pathPrefix}${postPath(slug)}${hash}`
  } else {
    const file = await context.findFile(absolutePath)
    if (!file) return null
    href = `${await publishFile(file, context.pathPrefix)}${hash}`
  }
  const attributes = new Map(tag.attributes)
  attributes.set(`href`, href)
  const parts = [...attributes].map(([name, value]) => `${name}="${escapeAttribute(value)}"`)
  return `<a ${parts.join(` `)}>`
}

/**
 * Copies a file into public/static/{digest}/, where gatsby-source-filesystem's
 * publicURL puts files, and returns its URL.
 */
export async function publishFile(file: FileNode, pathPrefix: string): Promise<string> {
  const target = path.join(`public`, `static`, file.internal.contentDigest, file.base)
  try {
    await fs.access(target)
  } catch {
    await fs.mkdir(path.dirname(target), { recursive: true })
    await fs.copyFile(file.absolutePath, target)
  }
  return publishedPath(pathPrefix, file.internal.contentDigest, file.base)
}

// The same image in several posts, or the same post queried by its page and the
// feed, is sized once per process.
const bodyImages = new Map<string, Promise<unknown>>()

function bodyImageData(file: FileNode, { pathPrefix, reporter, cache }: BodyContext): Promise<unknown> {
  const key = `${file.internal.contentDigest}:${file.absolutePath}:${pathPrefix}`
  let data = bodyImages.get(key)
  if (!data) {
    data = sharp(file.absolutePath)
      .metadata()
      .then(({ width = BODY_WIDTH }) =>
        generateImageData({
          file,
          args: {
            layout: `constrained`,
            width: Math.min(width, BODY_WIDTH),
            // Named widths, not densities: the site's default breakpoints are the covers'.
            breakpoints: BODY_DENSITIES.map(density => Math.round(density * Math.min(width, BODY_WIDTH))).filter(size => size <= width),
            formats: [`auto`, `webp`, `avif`],
            placeholder: `dominantColor`,
            // zlib level 6 instead of gatsby-plugin-sharp's 9: a third of the time for a diagram.
            pngOptions: { pngCompressionLevel: 6 },
          },
          pathPrefix,
          reporter,
          cache,
        }),
      )
    bodyImages.set(key, data)
  }
  return data
}

async function intrinsicSize(file: string): Promise<{ width: number; height: number } | null> {
  try {
    const { width, height } = await sharp(file).metadata()
    return width && height ? { width, height } : null
  } catch {
    return null
  }
}
