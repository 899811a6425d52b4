// What the browser tests know of the site: the built output and the sample content.
import { readdirSync, readFileSync } from "fs"
import path from "path"
import matter from "gray-matter"
import { frontMatterOptions } from "../../src/lib/front-matter"

export const ROOT = path.resolve(__dirname, `../..`)
export const PUBLIC_DIR = path.join(ROOT, `public`)

export interface SamplePost {
  slug: string
  title: string
  category: string
  date: string
  description?: string
  image?: string
  listed: boolean
  /** The markdown after the front matter. */
  body: string
}

export function samplePosts(): SamplePost[] {
  const dir = path.join(ROOT, `content/posts`)
  return readdirSync(dir)
    .filter(file => file.endsWith(`.md`))
    .map(file => {
      const parsed = matter(readFileSync(path.join(dir, file), `utf8`), frontMatterOptions)
      const data = parsed.data as Record<string, string>
      return {
        slug: file.replace(/\.md$/, ``),
        title: data.title,
        category: data.category,
        date: data.date,
        description: data.description,
        image: data.image,
        listed: data.listed !== `false`,
        body: parsed.content,
      }
    })
}

export function profile(): { name: string; handle: string } {
  return JSON.parse(readFileSync(path.join(ROOT, `content/data/profile.json`), `utf8`))
}

export function siteUrl(): string {
  const config = readFileSync(path.join(ROOT, `src/site-config.ts`), `utf8`)
  const match = /siteUrl: `([^`]+)`/.exec(config)
  if (!match) throw new Error(`siteUrl not found in src/site-config.ts`)
  return match[1]
}

/** The content of every <meta> in an HTML document, by property or name. */
export function metaTags(html: string): Map<string, string> {
  const tags = new Map<string, string>()
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/g)) {
    const key = /(?:property|name)="([^"]+)"/.exec(tag)?.[1]
    const content = /content="([^"]*)"/.exec(tag)?.[1]
    if (key && content !== undefined) tags.set(key, decodeEntities(content))
  }
  return tags
}

export function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, `"`)
    .replace(/&#x27;|&#39;/g, `'`)
    .replace(/&lt;/g, `<`)
    .replace(/&gt;/g, `>`)
    .replace(/&amp;/g, `&`)
}
