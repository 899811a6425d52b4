/** @jest-environment node */
import { promises as fs } from "fs"
import os from "os"
import path from "path"
import type { ListedPostNode } from "../listed-posts"
import { writeSearchIndex, writeSearchIndexes } from "../search-index"
import { siteConfig } from "../../src/site-config"

// A card names the fields this test reads (so a field the cards' fragment adds later need not be written here).
const post = (slug: string, date: string, body: string) =>
  ({
    excerpt: body.slice(0, 40),
    fields: { slug },
    frontmatter: {
      title: `About ${slug}`,
      category: `Notes`,
      date,
      author: `Owner`,
      tags: [`notes`],
      description: null,
      image: null,
      imageAlt: null,
    },
    cover: null,
    coverUrl: null,
    sections: [{ id: `start`, heading: `Start`, text: body }],
    language: siteConfig.lang,
  }) as unknown as ListedPostNode

const posts = [post(`first`, `2024-01-01`, `lifetimes and borrowing`), post(`second`, `2024-02-01`, `middleware in django`)]

/** What a build reports, as the figures of its line. */
function reporter() {
  const lines: string[] = []
  return { lines, info: (line: string) => lines.push(line) }
}

function cache() {
  const stored = new Map<string, unknown>()
  return { get: async (key: string) => stored.get(key), set: async (key: string, value: unknown) => void stored.set(key, value) }
}

const figures = (line: string) => /(\d+) files \((\d+) written, (\d+) removed\)/.exec(line)!.slice(1).map(Number)

let dir: string
const cwd = process.cwd()
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), `search-index-`))
  // The project's strings, which each language's index reads its words from.
  await fs.cp(path.join(cwd, `src/i18n`), path.join(dir, `src/i18n`), { recursive: true })
  process.chdir(dir)
})
afterEach(async () => {
  process.chdir(cwd)
  await fs.rm(dir, { recursive: true, force: true })
})

it(`writes only the files whose text changed since the last build, and removes those no longer in the index`, async () => {
  const kept = cache()
  const first = reporter()
  await writeSearchIndex(posts, first as never, kept)
  const [files, written] = figures(first.lines[0])
  expect(written).toBe(files)

  const same = reporter()
  await writeSearchIndex(posts, same as never, kept)
  expect(figures(same.lines[0])).toEqual([files, 0, 0])

  const edited = reporter()
  await writeSearchIndex([posts[0], post(`second`, `2024-02-01`, `middleware in flask`)], edited as never, kept)
  const [, rewritten, removedAfterEdit] = figures(edited.lines[0])
  expect(rewritten).toBeGreaterThan(0)
  expect(rewritten).toBeLessThan(files)
  expect(removedAfterEdit).toBeGreaterThan(0) // the dictionary of "django" is gone

  const fewer = reporter()
  await writeSearchIndex([posts[0]], fewer as never, kept)
  expect(figures(fewer.lines[0])[2]).toBeGreaterThan(0)
  const onDisk = await fs.readdir(path.join(`public`, `search`), { recursive: true })
  expect(onDisk.filter(name => name.endsWith(`.json`)).length).toBe(figures(fewer.lines[0])[0])
})

it(`writes a file again that is gone from public/, even when the last build wrote the same text`, async () => {
  const kept = cache()
  await writeSearchIndex(posts, reporter() as never, kept)
  await fs.rm(path.join(`public`, `search`, `meta.json`))
  const again = reporter()
  await writeSearchIndex(posts, again as never, kept)
  expect(figures(again.lines[0])[1]).toBe(1)
})

it(`knows a post's own file by what the post was made of, without writing out its text`, async () => {
  const kept = cache()
  const made = (madeOf: string, body: string) => ({ ...post(`first`, `2024-01-01`, body), madeOf })
  await writeSearchIndex([made(`card-1 sections-1`, `lifetimes`)], reporter() as never, kept)
  const own = path.join(`public`, `search`, `f`, `0.json`)
  const before = await fs.readFile(own, `utf8`)
  // The same key stands for the same card and sections (ListedPostNode.madeOf), so the file is left as it is.
  const same = reporter()
  await writeSearchIndex([made(`card-1 sections-1`, `lifetimes`)], same as never, kept)
  expect(figures(same.lines[0])[1]).toBe(0)
  const edited = reporter()
  await writeSearchIndex([made(`card-1 sections-2`, `borrowing`)], edited as never, kept)
  expect(figures(edited.lines[0])[1]).toBeGreaterThan(1)
  expect(await fs.readFile(own, `utf8`)).not.toBe(before)
  expect(JSON.parse(await fs.readFile(own, `utf8`)).sections[0].text).toBe(`borrowing`)
})

it(`writes each language's index under its pages, holding that language's posts only`, async () => {
  const other = siteConfig.otherLanguages[0]
  if (!other) return
  const theirs = { ...post(`theirs`, `2024-03-01`, `habari za asubuhi`), language: other }
  await writeSearchIndexes([...posts, theirs], reporter() as never, cache())
  const titles = async (at: string) => JSON.parse(await fs.readFile(path.join(`public`, at, `meta.json`), `utf8`)).titles
  await expect(titles(`search`)).resolves.toHaveLength(2)
  await expect(titles(`${other}/search`)).resolves.toHaveLength(1)
})
