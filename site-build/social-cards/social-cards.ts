// Link-preview cards, after the build: every card a socialCard field wants
// (./card-resolvers.ts) that public/ lacks is copied from Gatsby's cache when an
// earlier build drew it, and drawn on a pool of threads (./card-pool.ts)
// otherwise. In `gatsby develop`, which has no such step, ./social-card-route.ts
// draws a card when it is asked for.
import { existsSync, promises as fs } from "fs"
import path from "path"
import type { GatsbyCache, Reporter } from "gatsby"
import { coloursOf, forgetWanted, SITE, wantedCards, type Owner, type WantedCard } from "./card-resolvers"
import { drawCards } from "./card-pool"
import { avatarDataUri, cardSetup } from "./card-renderer"
import { bandLayout } from "./social-card-layout"
import { CARDS_DIR, type CardOwner } from "./social-card"

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
  forgetWanted()
  await query()
  const publicDir = path.join(`public`, CARDS_DIR)
  await fs.mkdir(publicDir, { recursive: true })
  const report: CardReport = { drawn: 0, copied: 0, kept: 0, ms: 0 }
  const toDraw: [string, WantedCard][] = []
  for (const [name, card] of wantedCards()) {
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
