// What an old site's folder holds, read from its layout and configuration
// files: which generator made it, where its posts are, the folders it served
// at its root (so /img/a.png is found), its authors file and its content root
// (where Zola's @/ links and Hugo's ref start). cli.ts calls it once per folder.
import { promises as fs } from "fs"
import path from "path"
import { parse as parseYaml } from "yaml"
import { oldAuthor, type OldAuthor } from "./authors"
import { configVariables, eleventyInputDir, jekyllPermalink } from "./old-config"
import { readInside } from "./inside"

export type Generator =
  `docusaurus` | `mkdocs` | `zola` | `hugo` | `hexo` | `jekyll` | `eleventy` | `astro` | `gatsby` | `nextjs` | `unknown`

export interface OldSite {
  generator: Generator
  root: string
  /** The root with its symlinks followed: nothing is read from outside it (inside.ts). */
  realRoot: string
  /** Folders holding the posts; the whole root when no convention matched. */
  postFolders: string[]
  /** Folders the old site served at its root, most specific first. */
  staticRoots: string[]
  /** Where Zola's `@/` and Hugo's `ref` paths start, and other pages live. */
  contentRoot: string
  /** The authors file's authors, by the key posts name them by. */
  authors: Map<string, OldAuthor>
  /** Jekyll's or Hexo's permalink setting (_config.yml): the posts' old addresses. */
  permalink?: string
  /** Hexo's new_post_name (:year-:month-:day-:title.md): how a post's file name holds its title. */
  newPostName?: string
  /** Eleventy's input folder from the root ("." for the root itself), when its configuration says. */
  inputDir?: string
  /** The site's own settings a post can print (Jekyll's `{{ site.repository }}`), by name: from _config.yml. */
  variables?: Map<string, string>
}

const exists = (file: string) =>
  fs.stat(file).then(
    () => true,
    () => false,
  )

async function firstExisting(root: string, names: readonly string[]): Promise<string | null> {
  for (const name of names) if (await exists(path.join(root, name))) return name
  return null
}

/** Reads the old site at `root`; a folder with no known configuration is taken as a folder of posts. */
export async function detectSite(root: string): Promise<OldSite> {
  const at = (...parts: string[]) => path.join(root, ...parts)
  const realRoot = await fs.realpath(root)
  const read = (file: string) => readInside(root, realRoot, file)
  const existing = async (names: string[]) => {
    const found: string[] = []
    for (const name of names) if (await exists(at(name))) found.push(at(name))
    return found
  }
  const site = (generator: Generator, posts: string[], statics: string[], contentRoot = root): Promise<OldSite> =>
    Promise.all([existing(posts), existing(statics)]).then(([postFolders, staticRoots]) => ({
      generator,
      root,
      realRoot,
      postFolders: postFolders.length > 0 ? postFolders : [root],
      staticRoots,
      contentRoot,
      authors: new Map(),
    }))

  if (await firstExisting(root, [`docusaurus.config.js`, `docusaurus.config.ts`, `docusaurus.config.mjs`])) {
    const found = await site(`docusaurus`, [`blog`], [`static`])
    found.authors = readAuthors(await read(at(`blog`, `authors.yml`)), data => data)
    return found
  }
  if (await firstExisting(root, [`mkdocs.yml`, `mkdocs.yaml`])) {
    const found = await site(`mkdocs`, [`docs/blog/posts`], [`docs`], at(`docs`))
    found.authors = readAuthors(await read(at(`docs`, `blog`, `.authors.yml`)), data => (data.authors as Record<string, unknown>) ?? {})
    return found
  }
  const config = await firstExisting(root, [`config.toml`, `hugo.toml`, `hugo.yaml`, `hugo.yml`, `hugo.json`, `config.yaml`, `config.yml`])
  if (config) {
    const text = (await read(at(config))) ?? ``
    // Zola's configuration has base_url and compile_sass; Hugo's has baseURL.
    if (config === `config.toml` && /^\s*(base_url|compile_sass|build_search_index)\s*=/m.test(text))
      // A page's own files (content/blog/a/img.webp) are served beside it (/blog/a/img.webp): content is served at the root too.
      return site(`zola`, [`content`], [`static`, `content`], at(`content`))
    const found = await site(`hugo`, [`content`], [`static`, `assets`, `content`], at(`content`))
    const file = await firstExisting(at(`data`), [`authors.yaml`, `authors.yml`, `authors.json`])
    if (file) found.authors = readAuthors(await read(at(`data`, file)), data => data)
    return found
  }
  if (await exists(at(`source`, `_posts`))) {
    const found = await site(`hexo`, [`source/_posts`], [`source`], at(`source`))
    found.variables = configVariables(await read(at(`_config.yml`)))
    found.permalink = found.variables.get(`permalink`)
    found.newPostName = found.variables.get(`new_post_name`)
    return found
  }
  if (await exists(at(`_posts`))) {
    const found = await site(`jekyll`, [`_posts`], [`.`], root)
    found.variables = configVariables(await read(at(`_config.yml`)))
    found.permalink = jekyllPermalink(await read(at(`_config.yml`))) ?? found.variables.get(`permalink`)
    found.authors = readAuthors(await read(at(`_data`, `authors.yml`)), data => data)
    return found
  }
  const eleventyConfig = await firstExisting(root, [`.eleventy.js`, `eleventy.config.js`, `eleventy.config.mjs`, `eleventy.config.cjs`])
  if (eleventyConfig) {
    const inputDir = eleventyInputDir(await read(at(eleventyConfig)), await read(at(`package.json`)))
    const found = await site(
      `eleventy`,
      [`src/posts`, `src/blog`, `posts`, `blog`, `content/blog`, `content/posts`],
      [`src`, `public`, `.`],
      inputDir === undefined ? root : at(inputDir),
    )
    found.inputDir = inputDir
    found.permalink = await eleventyPermalink(found.postFolders, read)
    return found
  }
  if (await firstExisting(root, [`astro.config.mjs`, `astro.config.ts`]))
    return site(`astro`, [`src/content/blog`, `src/content`], [`public`])
  if (await firstExisting(root, [`gatsby-config.js`, `gatsby-config.ts`]))
    return site(`gatsby`, [`content/blog`, `content/posts`, `content`], [`static`])
  if (await firstExisting(root, [`next.config.js`, `next.config.mjs`, `next.config.ts`])) {
    // tailwind-nextjs-starter-blog's layout and the usual others; authors as data/authors/{key}.mdx, named in their front matter.
    const found = await site(`nextjs`, [`data/blog`, `content/blog`, `content/posts`, `posts`, `_posts`], [`public`])
    found.authors = await readAuthorFiles(at(`data`, `authors`), read)
    return found
  }
  return site(`unknown`, [], [`static`, `public`])
}

/** The permalink the posts folder's directory data file gives its posts (blog/blog.json, blog/blog.11tydata.json). */
async function eleventyPermalink(folders: readonly string[], read: (file: string) => Promise<string | null>): Promise<string | undefined> {
  for (const folder of folders)
    for (const name of [`${path.basename(folder)}.json`, `${path.basename(folder)}.11tydata.json`]) {
      const text = await read(path.join(folder, name))
      try {
        const permalink = text === null ? undefined : (JSON.parse(text) as { permalink?: unknown }).permalink
        if (typeof permalink === `string`) return permalink
      } catch {
        // A data file JSON cannot read gives no permalink: the posts keep Eleventy's default address.
      }
    }
  return undefined
}

function readAuthors(text: string | null, pick: (data: Record<string, unknown>) => Record<string, unknown>): Map<string, OldAuthor> {
  const authors = new Map<string, OldAuthor>()
  if (text === null) return authors
  let data: Record<string, unknown> | null = null
  try {
    data = parseYaml(text, { maxAliasCount: 10 }) as Record<string, unknown> | null
  } catch {
    // An authors file YAML cannot read names no author: the posts keep the keys, as written.
  }
  const entries = data && typeof data === `object` ? pick(data) : {}
  for (const [key, value] of Object.entries(entries ?? {})) {
    const author = typeof value === `object` && value !== null ? oldAuthor(value as Record<string, unknown>) : null
    if (author) authors.set(key, author)
  }
  return authors
}

/** Authors kept one to a file ({key}.md or .mdx), each named by its front matter, with its first paragraph as the bio. */
async function readAuthorFiles(folder: string, read: (file: string) => Promise<string | null>): Promise<Map<string, OldAuthor>> {
  const authors = new Map<string, OldAuthor>()
  const names = await fs.readdir(folder).catch(() => [] as string[])
  for (const name of names.filter(name => /\.mdx?$/i.test(name)).sort()) {
    const [, front, body = ``] = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec((await read(path.join(folder, name))) ?? ``) ?? []
    let data: Record<string, unknown> | null = null
    try {
      data = front ? (parseYaml(front, { maxAliasCount: 10 }) as Record<string, unknown> | null) : null
    } catch {
      // Front matter YAML cannot read names no author: the posts keep the key, as written.
    }
    // The first paragraph of prose, not a component or an import.
    const paragraph = body.split(/\n\s*\n/).find(part => /^\s*[\p{L}\p{N}]/u.test(part) && !/^\s*(import|export)\b/.test(part))
    const author = data && typeof data === `object` ? oldAuthor(data, paragraph ?? null) : null
    if (author) authors.set(name.replace(/\.mdx?$/i, ``), author)
  }
  return authors
}

/** The site's name for the generator, for the summary. */
export const GENERATOR_NAMES: Record<Generator, string> = {
  docusaurus: `Docusaurus`,
  mkdocs: `Material for MkDocs`,
  zola: `Zola`,
  hugo: `Hugo`,
  hexo: `Hexo`,
  jekyll: `Jekyll`,
  eleventy: `Eleventy`,
  astro: `Astro`,
  gatsby: `Gatsby`,
  nextjs: `Next.js`,
  unknown: `a folder of posts`,
}
