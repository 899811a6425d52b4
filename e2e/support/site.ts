// What the browser tests know of the site: the built output and the sample content.
import { readdirSync, readFileSync } from "fs"
import path from "path"
import matter from "gray-matter"
import { frontMatterOptions } from "../../site-build/content-model/front-matter"
import { postTags } from "../../site-build/content-model/content-rules"
import { categoryPath } from "../../src/lib/categories"
import { tagPath } from "../../src/lib/tags"
import { listingLanguage } from "../../src/lib/site-languages"
import { siteConfig } from "../../src/site-config"

export const ROOT = path.resolve(__dirname, `../..`)
export const PUBLIC_DIR = path.join(ROOT, `public`)

export interface SamplePost {
  slug: string
  /** The markdown file, an absolute path. */
  file: string
  title: string
  category: string
  date: string
  description?: string
  image?: string
  listed: boolean
  /** As written, repeats left out (postTags). */
  tags: string[]
  series: string | null
  seriesOrder: number | null
  /** The markdown after the front matter. */
  body: string
  /** The language of the pages that list it (src/lib/site-languages.ts). */
  language: string
}

/** The sample posts: content/posts/{slug}.md and content/posts/{slug}/index.md (a folder with its files). */
/**
 * The sample's posts listed on the pages of `language` (the site's own by default: a post in one of its other
 * languages is listed on that language's pages); `any` for every post.
 */
export function samplePosts(language: string = siteConfig.lang): SamplePost[] {
  const dir = path.join(ROOT, `content/posts`)
  return readdirSync(dir, { withFileTypes: true })
    .flatMap(entry => {
      if (entry.isFile() && entry.name.endsWith(`.md`)) return [{ slug: entry.name.replace(/\.md$/, ``), file: path.join(dir, entry.name) }]
      if (entry.isDirectory()) return [{ slug: entry.name, file: path.join(dir, entry.name, `index.md`) }]
      return []
    })
    .map(({ slug, file }) => {
      const parsed = matter(readFileSync(file, `utf8`), frontMatterOptions)
      const data = parsed.data as Record<string, string>
      return {
        slug,
        file,
        title: data.title,
        category: data.category,
        date: data.date,
        description: data.description,
        image: data.image,
        listed: data.listed !== `false`,
        tags: postTags(data),
        series: data.series ?? null,
        seriesOrder: data.seriesOrder ? Number(data.seriesOrder) : null,
        body: parsed.content,
        language: listingLanguage(data.lang),
      }
    })
    .filter(post => language === `any` || post.language === language)
}

/** The file a post's local cover is made from: beside the post (./cover.jpg) or under static/ (/images/…). */
export function coverFile(post: SamplePost): string {
  if (!post.image || /^https:/.test(post.image)) throw new Error(`${post.slug} has no local cover`)
  return post.image.startsWith(`/`) ? path.join(ROOT, `static`, post.image) : path.join(path.dirname(post.file), post.image)
}

/**
 * The link-preview image made at build time from a post's local cover: an
 * absolute URL of a JPEG under /static/, named after the cover file.
 */
export function previewUrlPattern(siteUrl: string, post: SamplePost): RegExp {
  const name = path.basename(coverFile(post)).replace(/\.[^.]+$/, ``)
  return new RegExp(`^${escapeRegExp(siteUrl)}/static/[0-9a-f]+/[0-9a-f]+/${escapeRegExp(name)}\\.jpg$`)
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, `\\$&`)
}

/** Each tag of the listed sample posts with its posts, newest first; tags are told apart by address, as the site does. */
export function sampleTags(language?: string): { name: string; path: string; posts: SamplePost[] }[] {
  const tags = new Map<string, { name: string; path: string; posts: SamplePost[] }>()
  const listed = samplePosts(language)
    .filter(post => post.listed)
    .sort((a, b) => b.date.localeCompare(a.date))
  for (const post of listed) {
    for (const name of post.tags) {
      const tag = tags.get(tagPath(name)) ?? { name, path: tagPath(name), posts: [] }
      tag.posts.push(post)
      tags.set(tag.path, tag)
    }
  }
  return [...tags.values()]
}

/** The page of each category of the listed sample posts (/category/rust …). */
export function sampleCategoryPaths(language?: string): string[] {
  return [
    ...new Set(
      samplePosts(language)
        .filter(post => post.listed)
        .map(post => categoryPath(post.category)),
    ),
  ]
}

/** A data file of content/data, by name: "projects" is content/data/projects.json. */
export function contentData<T>(name: string): T {
  return JSON.parse(readFileSync(path.join(ROOT, `content/data`, `${name}.json`), `utf8`))
}

export function profile(): { name: string; handle: string } {
  return contentData(`profile`)
}

export function siteUrl(): string {
  const config = readFileSync(path.join(ROOT, `src/site-config.ts`), `utf8`)
  const match = /siteUrl: `([^`]+)`/.exec(config)
  if (!match) throw new Error(`siteUrl not found in src/site-config.ts`)
  return match[1]
}
