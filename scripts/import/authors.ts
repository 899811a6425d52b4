// The old site's authors file, as content/data/authors.json: each author keeps
// the key the old posts name them by (made an id: lower case, dashes), their
// name, picture (an https:// address, or the old site's file copied beside
// authors.json), a sentence about them and their pages elsewhere. An authors.json
// already there keeps its entries: the import adds the authors it lacks.
import { constants as fsConstants, promises as fs } from "fs"
import path from "path"
import { nameSlug } from "../../src/lib/slug"
import { oneLine } from "./front-matter-values"
import { lookInside } from "./inside"
import type { OldSite } from "./site"

/** An author as the old site's file describes them. */
export interface OldAuthor {
  name: string
  bio?: string | null
  avatar?: string | null
  links: Array<{ name: string; url: string }>
}

/** An entry of authors.json (schemas/authors.schema.json). */
export interface AuthorEntry {
  id: string
  name: string
  avatar?: string
  bio?: string
  links?: Array<{ name: string; url: string }>
}

/** The networks an authors file names by handle or address, and the address each makes. */
const NETWORKS: Record<string, { name: string; url: (handle: string) => string }> = {
  github: { name: `GitHub`, url: handle => `https://github.com/${handle}` },
  twitter: { name: `X`, url: handle => `https://x.com/${handle.replace(/^@/, ``)}` },
  x: { name: `X`, url: handle => `https://x.com/${handle.replace(/^@/, ``)}` },
  linkedin: { name: `LinkedIn`, url: handle => `https://www.linkedin.com/in/${handle}` },
  bluesky: { name: `Bluesky`, url: handle => `https://bsky.app/profile/${handle.replace(/^@/, ``)}` },
  mastodon: { name: `Mastodon`, url: handle => handle },
  stackoverflow: { name: `Stack Overflow`, url: handle => `https://stackoverflow.com/users/${handle}` },
  website: { name: `Website`, url: handle => handle },
  url: { name: `Website`, url: handle => handle },
}
const WEB_ADDRESS = /^https?:\/\/[^/\s]+/i

/** An author key as authors.json's id: "Ada_L" → "ada-l"; a key with nothing ASCII left gets "author-" and its code points. */
export const authorId = (key: string): string => nameSlug(key, `author`)

/**
 * An author from an entry of the old site's file: Docusaurus's (name, title, url, image_url, socials), Material for
 * MkDocs's (name, description, avatar, url), tailwind-nextjs-starter-blog's front matter (name, occupation, avatar,
 * github, twitter, linkedin…) and the like. Null when it has no name.
 */
export function oldAuthor(entry: Record<string, unknown>, bio?: string | null): OldAuthor | null {
  const name = oneLine(entry.name)
  if (!name) return null
  const links: OldAuthor[`links`] = []
  const add = (key: string, value: unknown) => {
    const network = NETWORKS[key.toLowerCase()]
    const handle = oneLine(value)
    if (!network || !handle) return
    const url = WEB_ADDRESS.test(handle) ? handle : network.url(handle)
    if (WEB_ADDRESS.test(url) && !links.some(link => link.url === url)) links.push({ name: network.name, url })
  }
  for (const [key, value] of Object.entries(entry)) add(key, value)
  const socials = entry.socials
  if (socials && typeof socials === `object`) for (const [key, value] of Object.entries(socials)) add(key, value)
  const about = oneLine(bio) ?? oneLine(entry.description) ?? oneLine(entry.bio) ?? oneLine(entry.title) ?? oneLine(entry.occupation)
  return { name, bio: about, avatar: oneLine(entry.image_url) ?? oneLine(entry.avatar) ?? oneLine(entry.image), links }
}

/** What writing the authors did, for the summary. */
export interface AuthorsWritten {
  added: string[]
  /** Ids authors.json already had, kept as they were. */
  kept: string[]
  /** Pictures that are files of the old site: named, to copy by hand. */
  localAvatars: string[]
}

/**
 * Adds the old sites' authors that `file` (content/data/authors.json) lacks; the file is made when there is none.
 * `pictures` are the old sites' files of their pictures, by key: each is copied to authors/ beside the file.
 */
export async function writeAuthors(
  file: string,
  authors: ReadonlyMap<string, OldAuthor>,
  pictures: ReadonlyMap<string, string> = new Map(),
): Promise<AuthorsWritten> {
  const done: AuthorsWritten = { added: [], kept: [], localAvatars: [] }
  if (authors.size === 0) return done
  const text = await fs.readFile(file, `utf8`).catch((error: NodeJS.ErrnoException) => {
    if (error.code === `ENOENT`) return `[]`
    throw error
  })
  let existing: unknown
  try {
    existing = JSON.parse(text)
  } catch (error) {
    throw new Error(`${file} is not valid JSON (${(error as Error).message}); the import leaves it as it is`)
  }
  if (!Array.isArray(existing)) throw new Error(`${file} is not a JSON list of authors; the import leaves it as it is`)
  const entries = [...(existing as AuthorEntry[])]
  for (const [key, author] of authors) {
    const id = authorId(key)
    if (entries.some(entry => entry.id === id)) {
      done.kept.push(id)
      continue
    }
    const remote = author.avatar && /^https:\/\//i.test(author.avatar) ? author.avatar : undefined
    const picture = pictures.get(key)
    const copied = picture ? `./authors/${id}${path.extname(picture).toLowerCase()}` : undefined
    if (picture && copied) {
      await fs.mkdir(path.join(path.dirname(file), `authors`), { recursive: true })
      await fs.copyFile(picture, path.join(path.dirname(file), copied), fsConstants.COPYFILE_EXCL).catch(() => undefined)
    } else if (author.avatar && !remote) done.localAvatars.push(`${id}: ${author.avatar}`)
    entries.push({
      id,
      name: author.name,
      ...(remote || copied ? { avatar: remote ?? copied } : {}),
      ...(author.bio ? { bio: author.bio } : {}),
      ...(author.links.length > 0 ? { links: author.links } : {}),
    })
    done.added.push(id)
  }
  await fs.mkdir(path.dirname(file), { recursive: true })
  await fs.writeFile(file, `${JSON.stringify(entries, null, 2)}\n`)
  return done
}

/** The old site's file of a picture written as a path (/static/images/a.png): in a folder it served at its root, or its own. */
async function pictureFile(site: OldSite, written: string): Promise<string | null> {
  if (!PICTURE.test(written) || /^[a-z]+:/i.test(written)) return null
  for (const folder of [...site.staticRoots, site.root]) {
    const found = await lookInside(site.root, site.realRoot, path.join(folder, written.replace(/^\/+/, ``)))
    if (typeof found === `object`) return found.real
  }
  return null
}
/** The pictures copied: raster images (an SVG could carry a script, and is named instead). */
const PICTURE = /\.(png|jpe?g|gif|webp|avif)$/i

/**
 * Where the site's data files are for posts written to `out`: the `data` folder of the nearest folder above `out`,
 * up to the project's own, that has one (content/data for content/posts and for content/posts/old-blog), else
 * beside `out`'s parent.
 */
export async function dataFolderFor(out: string, project = process.cwd()): Promise<string> {
  const parent = path.dirname(path.resolve(out))
  const top = path.resolve(project)
  for (let folder = parent; !path.relative(top, folder).startsWith(`..`); folder = path.dirname(folder)) {
    const data = path.join(folder, `data`)
    if ((await fs.stat(data).catch(() => null))?.isDirectory()) return data
    if (folder === top) break
  }
  return path.join(parent, `data`)
}

/** The old sites' authors into content/data/authors.json (see dataFolderFor): the summary's lines. */
export async function importAuthors(out: string, sites: readonly OldSite[]): Promise<string[]> {
  const authors = new Map<string, OldAuthor>()
  const pictures = new Map<string, string>()
  for (const site of sites)
    for (const [key, author] of site.authors) {
      if (authors.has(key)) continue
      authors.set(key, author)
      const picture = author.avatar ? await pictureFile(site, author.avatar) : null
      if (picture) pictures.set(key, picture)
    }
  if (authors.size === 0) return []
  const file = path.join(await dataFolderFor(out), `authors.json`)
  const shown = path.relative(process.cwd(), file)
  try {
    const { added, kept, localAvatars } = await writeAuthors(file, authors, pictures)
    return [
      `${added.length} author(s) added to ${shown}${added.length > 0 ? ` (${added.join(`, `)})` : ``}` +
        `${kept.length > 0 ? `; ${kept.length} already there kept as they were (${kept.join(`, `)})` : ``}.`,
      ...(localAvatars.length > 0
        ? [`Pictures not found in the old site or not copied (an SVG), to add by hand as avatar: ${localAvatars.join(`; `)}.`]
        : []),
    ]
  } catch (error) {
    return [`No author added: ${(error as Error).message}. The posts name their authors by id; add them to ${shown} by hand.`]
  }
}
