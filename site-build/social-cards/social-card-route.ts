// Link-preview cards in `gatsby develop`, which runs no onPostBuild: the
// development server's route for every card's address draws a card, on this
// thread, the first time it is asked for, then keeps it in Gatsby's cache and
// public/ as a build does (./social-cards.ts).
import { existsSync, promises as fs } from "fs"
import path from "path"
import type { GatsbyCache, Reporter } from "gatsby"
import { CARDS_DIR } from "./social-card"
import { cardRenderer, type CardRenderer } from "./card-renderer"
import { coloursOf, wantedCard, type WantedCard } from "./card-resolvers"
import { drawnOwner, warnMissing } from "./social-cards"

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
      if (!wantedCard(name)) await query()
      const card = wantedCard(name)
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
