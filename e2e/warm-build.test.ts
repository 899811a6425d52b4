// A warm build, as an owner's second `npm run build` or a deploy that keeps
// Gatsby's cache runs it: pages whose data did not change are not rendered
// again, yet a change to the CSS alone reaches every page's inlined styles
// (gatsby-internals/stylesheet-digest.ts), an edited post reaches its
// feeds and the search index, whose other files stay as they were, and the
// page nodes of the last build are kept, but not those of a deleted post
// (gatsby-internals/page-nodes.ts). A build run with other environment
// variables than the last renders no page again for that alone
// (gatsby-internals/babel-cache.ts), nor does a change of plugins stop the
// build when another plugin makes a node type the old one made
// (gatsby-internals/type-owners.ts). Parcel, which compiles gatsby-node.ts,
// no longer walks node_modules/ and public/ (gatsby-internals/parcel-snapshot.cjs).
import { promises as fs } from "fs"
import path from "path"
import { htmlFiles } from "../site-build/headers/headers"
import { listingFeeds } from "../src/lib/feed-paths"
import { shardFile, shardKey } from "../src/search/text"
import { postPath } from "../src/lib/urls"
import { ROOT, sampleTags } from "./support/site"
import { createTempSite, markdownPost, type TempSite } from "./support/temp-site"

// Eight builds of the sample site, each a minute or two on a shared machine.
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

it(`renders no page again when nothing changed, even run with one environment variable more`, async () => {
  // webpack builds the renderer's modules again when the set of variables changes:
  // they must hash as in the cold build (gatsby-internals/babel-cache.ts).
  const warm = await temp.build({ env: { PORTFOLIO_WARM_BUILD_TEST: `1` } })
  expect(warm.code).toBe(0)
  expect(warm.lines).toContain(`info There are no new or changed html files to build.`)
  // The same compilation hash in every page, so none is read again for the Content-Security-Policy (gatsby-internals/webpack.ts).
  expect(warm.output).toMatch(/;\s+0\s+of\s+\d+\s+page\(s\)\s+read\s+anew/)
  // No page node deleted after sourcing to be made again in createPages.
  expect(warm.output).toMatch(/Clean up stale nodes - [\d.]+m?s - 0\//)
})

it(`leaves node_modules/ and public/ out of the snapshot Parcel compares the build's code with`, async () => {
  // `npm run build` loads gatsby-internals/parcel-snapshot.cjs before Gatsby, which compiles gatsby-node.ts with Parcel.
  const cacheDir = path.join(temp.dir, `.cache`, `.parcel-cache`)
  const snapshots = (await fs.readdir(cacheDir)).filter(name => name.endsWith(`.txt`))
  expect(snapshots).toHaveLength(1)
  const snapshot = await fs.readFile(path.join(cacheDir, snapshots[0]), `utf8`)
  expect(snapshot).toContain(path.join(temp.dir, `gatsby-node.ts`))
  expect(snapshot).toContain(path.join(temp.dir, `site-build`, `sitemap.ts`))
  expect(snapshot).not.toContain(path.join(temp.dir, `node_modules`))
  expect(snapshot).not.toContain(path.join(temp.dir, `public`))
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

it(`drops a deleted post's page, its files and its node, which the sitemap lists`, async () => {
  const slug = `quokka-leaves-soon`
  const file = `content/posts/${slug}.md`
  const sitemap = () => fs.readFile(path.join(temp.publicDir, `sitemap-0.xml`), `utf8`)
  const page = path.join(temp.publicDir, postPath(slug), `index.html`)
  await temp.write(file, markdownPost({ title: `A quokka leaves soon`, date: `2024-02-02`, category: `Notes` }, `Here for one build.`))
  const added = await temp.build()
  expect(added.code).toBe(0)
  await expect(fs.access(page)).resolves.toBeUndefined()
  expect(await sitemap()).toContain(`${postPath(slug)}</loc>`)

  await fs.rm(path.join(temp.dir, file))
  const removed = await temp.build()
  expect(removed.code).toBe(0)
  await expect(fs.access(page)).rejects.toThrow(/ENOENT/)
  // gatsby-plugin-sitemap lists the SitePage nodes: a kept node of a page that is gone would still be there.
  expect(await sitemap()).not.toContain(`${postPath(slug)}</loc>`)
})

it(`builds again after the plugins change, when another plugin makes a node type the old one made`, async () => {
  // Before gatsby-source-site-files, gatsby-source-filesystem made the File nodes (gatsby-internals/type-owners.ts).
  const config = await fs.readFile(path.join(temp.dir, `gatsby-config.ts`), `utf8`)
  const before = config.replaceAll(`resolve: \`gatsby-source-site-files\``, `resolve: \`gatsby-source-filesystem\``)
  expect(before).not.toBe(config)
  await temp.write(`gatsby-config.ts`, before)
  const outcome = ({ code, output }: { code: number | null; output: string }) => ({ code, refused: /owned by another plugin/.test(output) })
  // Each way round: the cold build's File nodes were gatsby-source-site-files'.
  expect(outcome(await temp.build())).toEqual({ code: 0, refused: false })

  await temp.write(`gatsby-config.ts`, config)
  expect(outcome(await temp.build())).toEqual({ code: 0, refused: false })
})
