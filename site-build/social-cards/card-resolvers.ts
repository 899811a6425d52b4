// The socialCard GraphQL fields (declared in site-build/schema.ts): each resolves to
// a card's public URL, named by the hash of everything drawn on it, and notes
// the card as wanted, for ./social-cards.ts to make after the build and for
// ./social-card-route.ts to draw in `gatsby develop`.
import { createHash } from "crypto"
import { readFileSync } from "fs"
import { formatDate } from "../../src/i18n/words"
import { listingLanguage } from "../../src/lib/site-languages"
import { resolveReference } from "../content-check/local-files"
import { siteConfig } from "../../src/site-config"
import { projectPath, ROOTS } from "../body-files"
import type { FileNode } from "../node-types"
import { cardFonts, GLOBAL_CSS } from "./card-renderer"
import {
  CARD_TEMPLATE_VERSION,
  CARDS_DIR,
  cardColours,
  cardFileName,
  pageCardText,
  postCardText,
  type CardColours,
  type CardText,
} from "./social-card"

interface ProfileSource {
  parent: string
  name: string
  handle: string
  avatar: string
  bio?: string | null
}

interface PostSource {
  parent: string
  frontmatter: { title: string; category: string; date: string; image?: string; lang?: string | null }
}

interface ResolverContext {
  nodeModel: {
    findOne(args: { type: string }): Promise<unknown>
    getNodeById(args: { id: string }): unknown
  }
}

/** Who the cards are by, as drawn on every one of them. */
export interface Owner {
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

/** Forgets the wanted cards, before a query resolves them all again. */
export const forgetWanted = (): void => wanted.clear()

/** Every card the resolved socialCard fields want, by file name. */
export const wantedCards = (): ReadonlyMap<string, WantedCard> => wanted

/** The card a resolved socialCard field named `name`, if any has. */
export const wantedCard = (name: string): WantedCard | undefined => wanted.get(name)

export const SITE = new URL(siteConfig.siteUrl).host

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
          const { title, category, date, lang } = source.frontmatter
          // The day as the page of the post's language writes it.
          const text = postCardText({ title, category, displayDate: formatDate(listingLanguage(lang), String(date)) })
          return want({ text, owner: ownerOf(profile, context), source: sourceOf(source, context) }, pathPrefix)
        },
      },
    },
    ProfileJson: {
      // Declared here rather than in the data types (site-build/data-types.ts), which mirror the JSON Schemas.
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
