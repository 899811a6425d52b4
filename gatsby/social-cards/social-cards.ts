// Link-preview cards, wired into Gatsby. The `socialCard` fields resolve to a
// card's public URL, named by the hash of everything drawn on it, and note the
// card as wanted; after the build, writeSocialCards makes every wanted card that
// public/ lacks: copied from Gatsby's cache when an earlier build drew it, drawn
// on a pool of threads (gatsby/social-cards/card-pool.ts) otherwise. In `gatsby develop`,
// which has no such step, ./social-card-route.ts draws a card when it is asked for.
import { createHash } from "crypto"
import { existsSync, promises as fs, readFileSync } from "fs"
import path from "path"
import type { GatsbyCache, Reporter } from "gatsby"
import { formatDisplayDate } from "../../src/lib/dates"
import { resolveReference } from "../../src/content-check/local-files"
import {
  CARD_TEMPLATE_VERSION,
  CARDS_DIR,
  cardColours,
  cardFileName,
  pageCardText,
  postCardText,
  type CardColours,
  type CardOwner,
  type CardText,
} from "./social-card"
import { bandLayout } from "./social-card-layout"
import { siteConfig } from "../../src/site-config"
import { projectPath, ROOTS, type FileNode } from "../body-files"
import { drawCards } from "./card-pool"
import { avatarDataUri, cardFonts, cardSetup, GLOBAL_CSS } from "./card-renderer"

interface ProfileSource {
  parent: string
  name: string
  handle: string
  avatar: string
  bio?: string | null
}

interface PostSource {
  parent: string
  frontmatter: { title: string; category: string; date: string; image?: string }
}

interface ResolverContext {
  nodeModel: {
    findOne(args: { type: string }): Promise<unknown>
    getNodeById(args: { id: string }): unknown
  }
}

/** Who the cards are by, as drawn on every one of them. */
interface Owner {
  name: string
  handle: string
  /** The avatar's file, or null when it is on another host (the card then shows an initial). */
  avatarFile: string | null
}

export interface WantedCard {
  text: CardText
  owner: Owner
  /** The content file the card's words come from, for messages. */
  source: string
}

/** The cards this build's pages point to, by file name: filled by the resolvers. */
const wanted = new Map<string, WantedCard>()

/** The card a resolved socialCard field named `name`, if any has. */
export const wantedCard = (name: string): WantedCard | undefined => wanted.get(name)

const SITE = new URL(siteConfig.siteUrl).host

let colours: CardColours | null = null
export const coloursOf = (): CardColours => (colours ??= cardColours(readFileSync(GLOBAL_CSS, `utf8`)))

const fileHashes = new Map<string, string>()
function fileHash(file: string): string {
  let hash = fileHashes.get(file)
  if (!hash) {
    hash = createHash(`sha256`).update(readFileSync(file)).digest(`hex`)
    fileHashes.set(file, hash)
  }
  return hash
}

/** The hash of everything drawn on a card: same words, owner, avatar, fonts, colours and template, same card. */
export function cardKey(text: CardText, owner: Owner): string {
  const drawn = {
    version: CARD_TEMPLATE_VERSION,
    text,
    owner: { name: owner.name, handle: owner.handle, site: SITE, avatar: owner.avatarFile && fileHash(owner.avatarFile) },
    fonts: cardFonts().hash,
    colours: coloursOf(),
  }
  return createHash(`sha256`).update(JSON.stringify(drawn)).digest(`hex`)
}

function want(card: WantedCard, pathPrefix: string): string {
  const name = cardFileName(cardKey(card.text, card.owner))
  wanted.set(name, card)
  return `${pathPrefix}${CARDS_DIR}/${name}`
}

function sourceOf(node: { parent: string }, context: ResolverContext): string {
  const file = context.nodeModel.getNodeById({ id: node.parent }) as FileNode | null
  return file ? projectPath(file.absolutePath) : `content`
}

function ownerOf(profile: ProfileSource, context: ResolverContext): Owner {
  const parent = context.nodeModel.getNodeById({ id: profile.parent }) as FileNode | null
  const reference = parent ? resolveReference(profile.avatar, parent.dir, ROOTS) : null
  return { name: profile.name, handle: profile.handle, avatarFile: reference?.kind === `local` ? reference.file : null }
}

/** The resolvers of the socialCard fields that gatsby-node.ts declares. */
export function socialCardResolvers({ pathPrefix }: { pathPrefix: string }) {
  return {
    MarkdownRemark: {
      socialCard: {
        resolve: async (source: PostSource, _args: unknown, context: ResolverContext) => {
          if (source.frontmatter.image) return null
          const profile = (await context.nodeModel.findOne({ type: `ProfileJson` })) as ProfileSource | null
          if (!profile) return null
          const { title, category, date } = source.frontmatter
          const text = postCardText({ title, category, displayDate: formatDisplayDate(String(date)) })
          return want({ text, owner: ownerOf(profile, context), source: sourceOf(source, context) }, pathPrefix)
        },
      },
    },
    ProfileJson: {
      // Declared here rather than in the data types (gatsby/data-types.ts), which mirror the JSON Schemas.
      socialCard: {
        type: `String!`,
        args: { page: `String!` },
        description: `The generated link-preview image of a page other than a post (/ or /projects): its path, with the path prefix.`,
        resolve: (source: ProfileSource, { page }: { page: string }, context: ResolverContext) =>
          want({ text: pageCardText(page, source), owner: ownerOf(source, context), source: sourceOf(source, context) }, pathPrefix),
      },
    },
  }
}

/** The owner as drawn on a card: the avatar read into it. */
export async function drawnOwner(owner: Owner): Promise<CardOwner> {
  return { name: owner.name, handle: owner.handle, site: SITE, avatar: owner.avatarFile ? await avatarDataUri(owner.avatarFile) : null }
}

export function warnMissing(card: WantedCard, missing: string[], reporter: Reporter): void {
  if (missing.length > 0) {
    reporter.warn(`${card.source}: link-preview card: the shipped fonts have no glyph for "${missing.join(``)}" (drawn as empty boxes)`)
  }
}

/** How writeSocialCards went, for the build's log and the bench. */
export interface CardReport {
  drawn: number
  copied: number
  kept: number
  ms: number
}

/** Makes every wanted card that public/ lacks. `query` runs a query that resolves every socialCard field. */
export async function writeSocialCards({
  query,
  cache,
  reporter,
}: {
  query: () => Promise<unknown>
  cache: GatsbyCache
  reporter: Reporter
}): Promise<CardReport> {
  const started = performance.now()
  wanted.clear()
  await query()
  const publicDir = path.join(`public`, CARDS_DIR)
  await fs.mkdir(publicDir, { recursive: true })
  const report: CardReport = { drawn: 0, copied: 0, kept: 0, ms: 0 }
  const toDraw: [string, WantedCard][] = []
  for (const [name, card] of wanted) {
    const target = path.join(publicDir, name)
    const cached = path.join(cache.directory, name)
    if (existsSync(target)) report.kept++
    else if (existsSync(cached)) {
      await fs.copyFile(cached, target)
      report.copied++
    } else toDraw.push([name, card])
  }
  if (toDraw.length > 0) {
    // Every card of a build has the same owner.
    const setup = cardSetup(await drawnOwner(toDraw[0][1].owner), coloursOf())
    await drawCards(setup, toDraw, {
      bandOf: ([, card]) => bandLayout(card.text, coloursOf()),
      sourceOf: ([, card]) => card.source,
      done: async ([name, card], { image, missing }) => {
        warnMissing(card, missing, reporter)
        await fs.writeFile(path.join(cache.directory, name), image)
        await fs.writeFile(path.join(publicDir, name), image)
        report.drawn++
      },
    })
  }
  report.ms = Math.round(performance.now() - started)
  reporter.info(
    `link-preview cards: ${report.drawn} drawn, ${report.copied} copied from the cache, ${report.kept} kept, in ${report.ms} ms`,
  )
  return report
}
