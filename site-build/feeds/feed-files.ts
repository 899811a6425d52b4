// Which feed files a build has to write. Each is remembered in Gatsby's cache
// with a digest of what it is made of: its listing and its posts (each post's
// node digest covers its front matter and body), the files under content/ and
// static/ (an image's or file's published name carries its own digest, and a
// link to another post carries that post's address, which is its file's path)
// the site's settings and the build's code (gatsby-internals/build-code.ts). A
// rebuild writes a feed only when that digest changed or its file is gone from
// public/, and removes the feeds of categories and tags that are gone.
import { createHash } from "crypto"
import { promises as fs } from "fs"
import path from "path"
import type { GatsbyCache } from "gatsby"
import type { FeedGroup } from "./feed-groups"
import { buildCodeDigest } from "../../gatsby-internals/build-code"
import { exists } from "../exists"

export type FeedFilesCache = Pick<GatsbyCache, `get` | `set`>

/** Where the last build's feed files are listed, each with its digest. */
const WRITTEN_KEY = `feeds-written-1`

interface Sources {
  cache?: FeedFilesCache
  publicDir: string
  /** The listed posts. */
  posts: ReadonlyArray<{ id: string; internal: { contentDigest: string } }>
  /** Every file Gatsby sourced. */
  contentFiles: ReadonlyArray<{ sourceInstanceName: string; relativePath: string; extension: string; internal: { contentDigest: string } }>
  /** The site's address, path prefix, owner, description and language. */
  settings: readonly string[]
}

export interface FeedFiles {
  /** Whether the feed at `feedPath` has to be written; it is remembered as written either way. */
  due(feedPath: string, group: FeedGroup): Promise<boolean>
  /** Removes the feeds written last time and not this time, remembers this time's, and says how many were removed. */
  finish(): Promise<number>
}

export async function feedFiles({ cache, publicDir, posts, contentFiles, settings }: Sources): Promise<FeedFiles> {
  const before = new Map<string, string>((await cache?.get(WRITTEN_KEY)) ?? [])
  const now = new Map<string, string>()
  const postDigests = new Map(posts.map(post => [post.id, post.internal.contentDigest]))
  const files = contentFiles
    .map(file => {
      // A post's own text is in its node's digest; its place is its address.
      const markdown = /^(md|markdown)$/i.test(file.extension)
      return `${file.sourceInstanceName}/${file.relativePath}${markdown ? `` : ` ${file.internal.contentDigest}`}`
    })
    .sort()
  const shared = digest([buildCodeDigest(), ...settings, ...files])
  return {
    async due(feedPath, group) {
      const made = digest([
        shared,
        feedPath,
        group.kind,
        group.name ?? ``,
        group.listingPath,
        ...group.ids.map(id => `${id} ${postDigests.get(id)}`),
      ])
      now.set(feedPath, made)
      return before.get(feedPath) !== made || !(await exists(path.join(publicDir, feedPath)))
    },
    async finish() {
      const gone = [...before.keys()].filter(feedPath => !now.has(feedPath))
      await Promise.all(gone.map(feedPath => fs.rm(path.join(publicDir, feedPath), { force: true })))
      await cache?.set(WRITTEN_KEY, [...now])
      return gone.length
    },
  }
}

function digest(parts: readonly string[]): string {
  return createHash(`sha1`).update(parts.join(`\u0000`)).digest(`base64url`)
}
