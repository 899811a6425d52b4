// Link-preview cards, wired into Gatsby. The `socialCard` fields resolve to a
// card's public URL, named by the hash of everything drawn on it, and note the
// card as wanted; after the build, writeSocialCards makes every wanted card that
// public/ lacks: copied from Gatsby's cache when an earlier build drew it, drawn
// on a pool of threads (gatsby/card-pool.ts) otherwise. In `gatsby develop`,
// which has no such step, socialCardRoute draws a card when it is asked for.
import { createHash } from "crypto"
import { existsSync, promises as fs, readFileSync } from "fs"
import path from "path"
import type { GatsbyCache, Reporter } from "gatsby"
import { formatDisplayDate } from "../src/lib/dates"
import { resolveReference } from "../src/lib/local-files"
import {
  bandLayout, CARD_TEMPLATE_VERSION, CARDS_DIR, cardColours, cardFileName, pageCardText, postCardText, type CardColours, type CardOwner, type CardText,
} from "../src/lib/social-card"
import { siteConfig } from "../src/site-config"
import { projectPath, ROOTS, type FileNode } from "./body-files"
import { drawCards } from "./card-pool"
import { avatarDataUri, cardFonts, cardRenderer, cardSetup, GLOBAL_CSS, type CardRenderer } from "./card-renderer"

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

interface WantedCard {
  text: CardText
  owner: Owner
  /** The content file the card's words come from, for messages. */
  source: string
}

/** The cards this build's pages point to, by file name: filled by the resolvers. */
const wanted = new Map<string, WantedCard>()

const SITE = new URL(siteConfig.siteUrl).host

let colours: CardColours | null = null
const coloursOf = () => (colours ??= cardColours(readFileSync(GLOBAL_CSS, `utf8`)))

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
async function drawnOwner(owner: Owner): Promise<CardOwner> {
  return { name: owner.name, handle: owner.handle, site: SITE, avatar: owner.avatarFile ? await avatarDataUri(owner.avatarFile) : null }
}

function warnMissing(card: WantedCard, missing: string[], reporter: Reporter): void {
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
export async function writeSocialCards({ query, cache, reporter }: { query: () => Promise<unknown>; cache: GatsbyCache; reporter: Reporter }): Promise<CardReport> {
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
  reporter.info(`link-preview cards: ${report.drawn} drawn, ${report.copied} copied from the cache, ${report.kept} kept, in ${report.ms} ms`)
  return report
}

/** The address of every card, for the development server's route. */
export const SOCIAL_CARD_PATH = `${CARDS_DIR}/:name`

interface CardRequest {
  params: { name: string }
}

interface CardResponse {
  status(code: number): CardResponse
  type(type: string): CardResponse
  send(body: Buffer | string): void
}

/** Renderers on this thread, by the owner and colours they draw. */
const renderers = new Map<string, Promise<CardRenderer>>()
/** Cards being drawn for the development server, by file name, so two requests draw one. */
const drawing = new Map<string, Promise<Buffer>>()

async function drawOne(name: string, card: WantedCard, cache: GatsbyCache, reporter: Reporter): Promise<Buffer> {
  const cached = path.join(cache.directory, name)
  if (existsSync(cached)) return fs.readFile(cached)
  const owner = await drawnOwner(card.owner)
  const key = JSON.stringify([owner, coloursOf()])
  let renderer = renderers.get(key)
  if (!renderer) {
    renderers.set(key, (renderer = cardRenderer(owner, coloursOf())))
    renderer.catch(() => renderers.delete(key))
  }
  const { image, missing } = await (await renderer).render(card.text)
  warnMissing(card, missing, reporter)
  await fs.writeFile(cached, image)
  const publicDir = path.join(`public`, CARDS_DIR)
  await fs.mkdir(publicDir, { recursive: true })
  await fs.writeFile(path.join(publicDir, name), image)
  return image
}

/**
 * The development server's route for SOCIAL_CARD_PATH. `gatsby develop` runs no
 * onPostBuild, so a card is drawn here, on this thread, the first time its
 * address is asked for, then kept in the cache and public/ as a build keeps it.
 * `query` resolves every socialCard field, for an address no page has asked for
 * yet in this session.
 */
export function socialCardRoute({ query, cache, reporter }: { query: () => Promise<unknown>; cache: GatsbyCache; reporter: Reporter }) {
  return async (request: CardRequest, response: CardResponse, next: () => void) => {
    const { name } = request.params
    try {
      if (!wanted.has(name)) await query()
      const card = wanted.get(name)
      if (!card) return next()
      let image = drawing.get(name)
      if (!image) drawing.set(name, (image = drawOne(name, card, cache, reporter).finally(() => drawing.delete(name))))
      response.type(`jpg`).send(await image)
    } catch (error) {
      reporter.error(`${CARDS_DIR}/${name}: ${(error as Error).message}`)
      response.status(500).send((error as Error).message)
    }
  }
}
