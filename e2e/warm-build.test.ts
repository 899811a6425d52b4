// A warm build, as an owner's second `npm run build` or a deploy that keeps
// Gatsby's cache runs it: pages whose data did not change are not rendered
// again, yet a change to the CSS alone reaches every page's inlined styles
// (gatsby-internals/stylesheet-digest.ts), and an edited post reaches its
// feeds and the search index, whose other files stay as they were.
import { promises as fs } from "fs"
import path from "path"
import { htmlFiles } from "../site-build/headers/headers"
import { listingFeeds } from "../src/lib/feed-paths"
import { shardFile, shardKey } from "../src/search/text"
import { ROOT, sampleTags } from "./support/site"
import { createTempSite, type TempSite } from "./support/temp-site"

// Four builds of the sample site, each a minute or two on a shared machine.
jest.setTimeout(600_000)

const FOOTER_CSS = `src/components/footer.module.css`
const MARKER = `padding:31px 17px`

let temp: TempSite

beforeAll(async () => {
  temp = await createTempSite(`warm`)
  const cold = await temp.build()
  if (cold.code !== 0) throw new Error(`The cold build failed:\n${cold.output.slice(-4000)}`)
})
afterAll(() => temp?.remove())

/** Every prebuilt page of the copy that inlines styles, with the CSS it inlines. */
async function inlinedCss(dir: string): Promise<Map<string, string>> {
  const pages = new Map<string, string>()
  for (const file of await htmlFiles(dir)) {
    const styles = [...(await fs.readFile(file, `utf8`)).matchAll(/<style data-href="[^"]+"[^>]*>([\s\S]*?)<\/style>/g)].map(
      match => match[1],
    )
    if (styles.length > 0) pages.set(path.relative(dir, file), styles.join(``))
  }
  return pages
}

it(`renders no page again when nothing changed`, async () => {
  const warm = await temp.build()
  expect(warm.code).toBe(0)
  expect(warm.lines).toContain(`info There are no new or changed html files to build.`)
  // The same compilation hash in every page, so none is read again for the Content-Security-Policy (gatsby-internals/webpack.ts).
  expect(warm.output).toMatch(/;\s+0\s+of\s+\d+\s+page\(s\)\s+read\s+anew/)
})

it(`puts a stylesheet's change into every page's inlined CSS`, async () => {
  const css = await fs.readFile(path.join(temp.dir, FOOTER_CSS), `utf8`)
  const changed = css.replace(/(\.footer \{[^}]*?)padding: [^;]+;/, `$1padding: 31px 17px;`)
  expect(changed).not.toBe(css)
  await temp.write(FOOTER_CSS, changed)

  const warm = await temp.build()
  expect(warm.code).toBe(0)
  const pages = await inlinedCss(temp.publicDir)
  expect(pages.size).toBeGreaterThan(20)
  const stale = [...pages].filter(([, styles]) => !styles.includes(MARKER)).map(([file]) => file)
  expect(stale).toEqual([])
})

it(`puts an edited post into its feeds and the search index, and writes no feed without it again`, async () => {
  const tags = sampleTags()
  const post = tags.flatMap(tag => tag.posts).find(candidate => tags.some(tag => !tag.posts.includes(candidate)))!
  const without = tags.find(tag => !tag.posts.includes(post))!
  const own = tags.find(tag => tag.posts.includes(post))!
  const feedFile = (tagPath: string) => path.join(temp.publicDir, listingFeeds(tagPath).atom)
  const untouched = (await fs.stat(feedFile(without.path))).mtimeMs
  const word = `quokkaparagraph`
  const file = path.relative(ROOT, post.file)
  await temp.write(file, `${await fs.readFile(path.join(temp.dir, file), `utf8`)}\nA ${word} added after the first build.\n`)

  const warm = await temp.build()
  expect(warm.code).toBe(0)
  const feeds = /feeds: (\d+) files for \d+ categories and tags, (\d+) written/.exec(warm.output)
  expect(Number(feeds?.[2])).toBeGreaterThan(0)
  expect(Number(feeds?.[2])).toBeLessThan(Number(feeds?.[1]))
  expect(await fs.readFile(feedFile(own.path), `utf8`)).toContain(word)
  expect(await fs.readFile(path.join(temp.publicDir, `atom.xml`), `utf8`)).toContain(word)
  expect((await fs.stat(feedFile(without.path))).mtimeMs).toBe(untouched)
  const dictionary = await fs.readFile(path.join(temp.publicDir, `search`, `d`, `${shardFile(shardKey(word))}.json`), `utf8`)
  expect(dictionary).toContain(`"${word}"`)
})
