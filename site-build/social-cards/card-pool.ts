// Draws many link-preview cards at once on worker threads (card-worker.js), one
// per core, so a build with thousands of posts without a cover uses every core
// for them instead of one. The threads start only when there are enough cards to
// pay for starting them (a few are drawn on the main thread), each takes the next
// card as it finishes one, and all of them are shut down before drawCards
// returns or throws; a card that fails is named by its source.
import os from "os"
import path from "path"
import { Worker } from "worker_threads"
import type { CardElement } from "./social-card-layout"
// This loads sharp on the main thread before any worker loads it, as sharp needs:
// otherwise its libraries can be unloaded when a worker ends.
import { cardDrawer, type CardSetup, type DrawnCard } from "./card-drawing.js"

const WORKER_FILE = path.resolve(`site-build/social-cards/card-worker.js`)

/** Cards sent to a drawer before it answers, so it never waits for the next one. */
const QUEUED_PER_DRAWER = 2

/**
 * Fewer cards are drawn on the main thread: starting a thread (satori, sharp, the fonts, the base) takes as long as
 * drawing about that many.
 */
export const FEWEST_FOR_THREADS = 100

interface Drawer {
  draw(band: CardElement): Promise<DrawnCard>
  close(): Promise<void>
}

type Answer = { id: number; image: Uint8Array; missing: string[] } | { id: number; error: string }

/** One worker thread, drawing the cards it is sent; `close` waits for its cards, then ends it. */
class CardThread implements Drawer {
  private readonly worker: Worker
  private readonly pending = new Map<number, { resolve: (card: DrawnCard) => void; reject: (error: Error) => void }>()
  /** The cards sent and not answered yet. */
  private readonly drawing = new Set<Promise<DrawnCard>>()
  private readonly exited: Promise<void>
  private ended: Error | null = null
  private lastId = 0

  constructor(setup: CardSetup) {
    this.worker = new Worker(WORKER_FILE, { workerData: setup })
    this.worker.on(`message`, (answer: Answer) => {
      const waiting = this.pending.get(answer.id)
      this.pending.delete(answer.id)
      if (`error` in answer) waiting?.reject(new Error(answer.error))
      else
        waiting?.resolve({
          image: Buffer.from(answer.image.buffer, answer.image.byteOffset, answer.image.byteLength),
          missing: answer.missing,
        })
    })
    // An error the thread could not answer with (it failed to start, or crashed) fails every card it had.
    this.worker.on(`error`, error => this.end(error))
    this.exited = new Promise(resolve =>
      this.worker.once(`exit`, code => {
        this.end(new Error(`the drawing thread stopped (exit code ${code})`))
        resolve()
      }),
    )
  }

  draw(band: CardElement): Promise<DrawnCard> {
    if (this.ended) return Promise.reject(this.ended)
    const id = ++this.lastId
    const card = new Promise<DrawnCard>((resolve, reject) => {
      this.pending.set(id, { resolve, reject })
      this.worker.postMessage({ id, band })
    })
    this.drawing.add(card)
    const forget = () => this.drawing.delete(card)
    card.then(forget, forget)
    return card
  }

  /** Ends the thread once its cards are answered; never while one is drawn, as sharp may not be stopped midway. */
  async close(): Promise<void> {
    await Promise.allSettled(this.drawing)
    if (!this.ended) this.worker.postMessage(null)
    await this.exited
  }

  private end(error: Error): void {
    this.ended ??= error
    for (const { reject } of this.pending.values()) reject(error)
    this.pending.clear()
  }
}

/** Draws on the main thread, as a thread of the pool would: a setup that fails fails each card. */
function mainThreadDrawer(setup: CardSetup): Drawer {
  const drawer = cardDrawer(setup)
  drawer.catch(() => {})
  return { draw: async band => (await drawer).draw(band), close: async () => {} }
}

/** The threads to start for `count` cards: one per core the process may use, or none for a few cards. */
export const threadsFor = (count: number): number => (count < FEWEST_FOR_THREADS ? 0 : os.availableParallelism())

export interface DrawOptions<T> {
  /** The element tree of an item's band (bandLayout). */
  bandOf(item: T): CardElement
  /** The file an item comes from, to name it when its card fails. */
  sourceOf(item: T): string
  /** Called with each card as it is ready (in no particular order). */
  done(item: T, card: DrawnCard): Promise<void>
  /** Worker threads to start, at most one per item; 0 draws on the main thread. threadsFor(items.length) unless given. */
  threads?: number
}

/** Draws a card for each item, on a pool of worker threads when there are many. */
export async function drawCards<T>(
  setup: CardSetup,
  items: readonly T[],
  { bandOf, sourceOf, done, threads = threadsFor(items.length) }: DrawOptions<T>,
): Promise<void> {
  if (items.length === 0) return
  const size = Math.min(threads, items.length)
  const pool: Drawer[] = size > 0 ? Array.from({ length: size }, () => new CardThread(setup)) : [mainThreadDrawer(setup)]
  let next = 0
  let failed = false
  const feed = async (drawer: Drawer) => {
    while (!failed && next < items.length) {
      const item = items[next++]
      let card: DrawnCard
      try {
        card = await drawer.draw(bandOf(item))
      } catch (error) {
        failed = true
        throw new Error(`${sourceOf(item)}: link-preview card: ${(error as Error).message}`)
      }
      if (!failed) await done(item, card)
    }
  }
  try {
    await Promise.all(pool.flatMap(drawer => Array.from({ length: QUEUED_PER_DRAWER }, () => feed(drawer))))
  } catch (error) {
    failed = true
    throw error
  } finally {
    await Promise.all(pool.map(drawer => drawer.close()))
  }
}
