// Where an imported post lived on the old site, by its generator's own rules:
// the date and name in the file name, the folder it sits in, front-matter slug,
// Jekyll's and Hexo's permalink settings, Eleventy's directory data. Pure: the
// site's settings come with the post's origin (site.ts reads them).
import { slugFromTitle } from "../../src/lib/slug"
import type { Generator } from "./site"

/** Where the post comes from: its old site's generator and its file's place in it. */
export interface PostOrigin {
  generator: Generator
  /** The file's path from the old site's folder, with forward slashes (_posts/2016-04-19-hello.md). */
  relative: string
  /** Jekyll's or Hexo's permalink setting from _config.yml, when it has one. */
  permalink?: string
  /** Hexo's new_post_name, which says where the title is in the file name. */
  newPostName?: string
  /** Eleventy's input folder, where its addresses start; without it, a `src/` the path starts with is taken for it. */
  inputDir?: string
}

/** What the post's front matter and file name say. */
export interface AddressFacts {
  /** The file name without date prefix and extension, or its folder's for an index file: hello-world. */
  name: string
  /** The front matter's own slug, when it has one. */
  slug: string | null
  /** YYYY-MM-DD, or null. */
  date: string | null
  title: string | null
  categories: readonly string[]
}

const withoutExtension = (file: string) => file.replace(/\.(md|markdown|mdx)$/i, ``)
/** The folder the page's address is made from: the file's, less the post's own folder for an index file. */
const pageDir = (relative: string) =>
  relative
    .split(`/`)
    .slice(0, /^index\.[a-z]+$/i.test(relative.split(`/`).pop() ?? ``) ? -2 : -1)
    .join(`/`)

/** The old site's addresses of the post, as its generator made them by default or as its settings say. */
export function generatorAddresses(origin: PostOrigin, facts: AddressFacts): string[] {
  const { generator, relative } = origin
  const [year, month, day] = facts.date?.slice(0, 10).split(`-`) ?? []
  const dated = (base: string, name: string) => (year ? `${base}/${year}/${month}/${day}/${name}` : `${base}/${name}`)
  const under = (root: string) => pageDir(relative).replace(new RegExp(`^${root}/?`), ``)
  switch (generator) {
    case `docusaurus`:
      return [facts.slug ? `/blog/${facts.slug.replace(/^\/+/, ``)}` : dated(`/blog`, facts.name)]
    case `mkdocs`:
      return [dated(`/blog`, facts.slug ?? slugFromTitle(facts.title ?? facts.name))]
    case `hugo`:
      return [`/${[under(`content`), facts.slug ?? facts.name].filter(Boolean).join(`/`).toLowerCase()}/`]
    case `zola`:
      return [`/${[under(`content`), facts.slug ?? slugFromTitle(facts.name)].filter(Boolean).join(`/`)}/`]
    case `jekyll`:
      return [jekyllAddress(origin.permalink, facts)]
    case `hexo`:
      return [
        permalinkAddress(
          origin.permalink ?? `:year/:month/:day/:title/`,
          facts,
          facts.slug ?? hexoTitle(withoutExtension(relative.replace(/^source\/_posts\//, ``)), origin.newPostName),
        ),
      ]
    case `eleventy`: {
      const input = origin.inputDir === undefined ? `src/` : origin.inputDir === `.` ? `` : `${origin.inputDir}/`
      const inside = relative.startsWith(input) ? relative.slice(input.length) : relative
      const page = withoutExtension(inside).replace(/\/index$/, ``)
      const given = origin.permalink && eleventyAddress(origin.permalink, page, facts)
      return [given || `/${page}/`, `/${inside}`]
    }
    case `nextjs`:
      return [`/blog/${withoutExtension(relative.replace(/^(data\/blog|content\/blog|content\/posts|_?posts)\//, ``))}`]
    case `gatsby`:
      return [`/${facts.name}/`]
    case `astro`:
      return [`/blog/${facts.name}/`]
    default:
      return []
  }
}

/**
 * A permalink of Eleventy's directory data (`/blog/{{ page.fileSlug }}/`) filled in for one post: its file's name
 * without the date (fileSlug), its path (filePathStem), its slugged title; null for any other template.
 */
function eleventyAddress(permalink: string, page: string, facts: AddressFacts): string | null {
  const values: Record<string, string> = {
    "page.fileSlug": facts.name,
    "page.filePathStem": `/${page}`,
    "title | slug": slugFromTitle(facts.title ?? facts.name),
    "title | slugify": slugFromTitle(facts.title ?? facts.name),
  }
  const filled = permalink.replace(/\{\{\s*([^}]*?)\s*\}\}/g, (written, name: string) => values[name.replace(/\s+/g, ` `)] ?? written)
  return /\{[{%]/.test(filled) || !filled.startsWith(`/`) ? null : filled.replace(/\/{2,}/g, `/`)
}

/** A Hexo post's :title, its file name read by new_post_name (2016-02-28-hello by :year-:month-:day-:title.md is hello). */
function hexoTitle(file: string, newPostName = `:title.md`): string {
  const parts: Record<string, string> = { year: `\\d{4}`, month: `\\d{2}`, day: `\\d{2}`, i_month: `\\d{1,2}`, i_day: `\\d{1,2}` }
  const pattern = withoutExtension(newPostName)
    .split(/(:[a-z_]+)/)
    .map(part =>
      part === `:title` ? `(.+)` : part.startsWith(`:`) ? (parts[part.slice(1)] ?? `[^/]+`) : part.replace(/[.*+?^${}()|[\]\\]/g, `\\$&`),
    )
    .join(``)
  return new RegExp(`^${pattern}$`).exec(file)?.[1] ?? file
}

/** Jekyll's: the permalink setting (pretty, date, ordinal, none or a pattern), date style by default. */
function jekyllAddress(permalink: string | undefined, facts: AddressFacts): string {
  const styles: Record<string, string> = {
    date: `/:categories/:year/:month/:day/:title:output_ext`,
    pretty: `/:categories/:year/:month/:day/:title/`,
    ordinal: `/:categories/:year/:y_day/:title:output_ext`,
    none: `/:categories/:title:output_ext`,
  }
  return permalinkAddress(styles[permalink ?? `date`] ?? permalink ?? styles.date, facts, facts.slug ?? facts.name)
}

/** A permalink pattern filled in: :year, :month, :day, :i_month, :i_day, :title, :slug, :categories, :output_ext. */
function permalinkAddress(pattern: string, facts: AddressFacts, title: string): string {
  const [year = ``, month = ``, day = ``] = facts.date?.slice(0, 10).split(`-`) ?? []
  const categories = facts.categories.map(category => category.trim().toLowerCase().replace(/\s+/g, `-`)).join(`/`)
  const values: Record<string, string> = {
    year,
    month,
    day,
    i_month: String(Number(month)),
    i_day: String(Number(day)),
    title,
    slug: slugFromTitle(title),
    categories,
    output_ext: `.html`,
  }
  const filled = pattern.replace(/:([a-z_]+)/g, (written, key: string) => values[key] ?? written)
  return `/${filled}`.replace(/\/{2,}/g, `/`)
}
