/** @jest-environment node */
import { readFileSync } from "fs"
import path from "path"
import { cardColours, type CardText } from "../social-card"
import { bandLayout, type CardElement } from "../social-card-layout"
import { drawCards, FEWEST_FOR_THREADS, threadsFor } from "../card-pool"
import { avatarDataUri, cardRenderer, cardSetup } from "../card-renderer"

// Every thread the pool starts, to check that each has ended when drawCards settles.
const started: { exited: boolean }[] = []
jest.mock(`worker_threads`, () => {
  const actual = jest.requireActual(`worker_threads`)
  return {
    ...actual,
    Worker: class extends actual.Worker {
      constructor(...args: ConstructorParameters<typeof actual.Worker>) {
        super(...args)
        const entry = { exited: false }
        started.push(entry)
        this.once(`exit`, () => (entry.exited = true))
      }
    },
  }
})

const colours = cardColours(readFileSync(path.resolve(`src/styles/global.css`), `utf8`))
// Greek, Cyrillic and box drawing, long enough to be set smaller, then shortened with an ellipsis at a word.
const LONG_TITLE = [
  `Ωμέγα, Привет and ┌─┐ box drawing: a title long enough to be set smaller, `,
  `then shortened with an ellipsis at a word`,
].join(``)
const texts: CardText[] = [
  { kicker: `Rust`, title: `Rust Module System Explained`, detail: `September 2, 2024` },
  { kicker: `Español`, title: `Señor café: ñandú, crème brûlée and π ≈ √10`, detail: `March 1, 2024` },
  { kicker: `Notes`, title: LONG_TITLE, detail: `May 1, 2015` },
  { kicker: `Projects`, title: `Open-source projects by Juma Kiprono`, detail: null },
  { kicker: `Go`, title: `Profiling Go services`, detail: `June 3, 2023` },
]
const items = texts.map((text, index) => ({ text, source: `content/posts/post-${index}.md` }))
type Item = (typeof items)[number]

let owner: Parameters<typeof cardSetup>[0]
beforeAll(async () => {
  owner = {
    name: `Juma Kiprono`,
    handle: `jumakip`,
    site: `example.com`,
    avatar: await avatarDataUri(path.resolve(`static/images/profile/avatar.jpg`)),
  }
})
beforeEach(() => (started.length = 0))

const draw = (
  list: readonly Item[],
  options: { bandOf?: (item: Item) => CardElement; threads?: number; setup?: ReturnType<typeof cardSetup> } = {},
) => {
  const drawn = new Map<string, Buffer>()
  const done = drawCards(options.setup ?? cardSetup(owner, colours), list, {
    bandOf: options.bandOf ?? (item => bandLayout(item.text, colours)),
    sourceOf: item => item.source,
    done: async (item, { image }) => void drawn.set(item.source, image),
    threads: options.threads ?? 2,
  })
  return { done, drawn }
}

it(`draws each card once, byte for byte as on the main thread, and ends its threads`, async () => {
  const { done, drawn } = draw(items)
  await done
  expect(started).toHaveLength(2)
  expect(started.every(thread => thread.exited)).toBe(true)
  const here = await cardRenderer(owner, colours)
  for (const item of items) {
    expect({ source: item.source, same: drawn.get(item.source)?.equals((await here.render(item.text)).image) }).toEqual({
      source: item.source,
      same: true,
    })
  }
}, 60000)

it(`starts no more threads than there are cards, and none for no cards`, async () => {
  await draw(items.slice(0, 1), { threads: 4 }).done
  expect(started).toHaveLength(1)
  await draw([], { threads: 4 }).done
  expect(started).toHaveLength(1)
}, 60000)

it(`draws a few cards on the main thread, the same bytes as on the pool`, async () => {
  const pooled = draw(items)
  await pooled.done
  started.length = 0
  const here = draw(items, { threads: threadsFor(items.length) })
  await here.done
  expect(started).toHaveLength(0)
  for (const item of items) expect(here.drawn.get(item.source)?.equals(pooled.drawn.get(item.source) as Buffer)).toBe(true)
  expect(threadsFor(FEWEST_FOR_THREADS)).toBeGreaterThan(0)
}, 60000)

it(`names the post whose card failed, stops drawing and ends its threads`, async () => {
  const broken = items[2]
  const { done, drawn } = draw(items, {
    threads: 1,
    bandOf: item =>
      item === broken ? { type: `img`, props: { src: `cover.png`, width: 10, height: 10 } } : bandLayout(item.text, colours),
  })
  await expect(done).rejects.toThrow(`content/posts/post-2.md: link-preview card: Image source must be an absolute URL: cover.png`)
  expect(drawn.size).toBeLessThan(items.length)
  expect(started.every(thread => thread.exited)).toBe(true)
}, 60000)

it.each([2, 0])(
  `fails every card, with the reason, when the drawing cannot set up (%i threads)`,
  async threads => {
    const setup = cardSetup(owner, colours)
    const missingFont = { ...setup, fonts: [{ ...setup.fonts[0], file: path.resolve(`no-such-font.woff`) }] }
    await expect(draw(items, { setup: missingFont, threads }).done).rejects.toThrow(
      /^content\/posts\/post-\d\.md: link-preview card: ENOENT: no such file or directory/,
    )
    expect(started.every(thread => thread.exited)).toBe(true)
  },
  60000,
)
