// One copy of the sample site built cold with the plugins of an older version of
// the project, then again and again as an owner's later `npm run build` or a
// deploy that keeps Gatsby's cache runs it, each step a test that reads the build
// before it: a change of plugins does not stop the build
// (gatsby-internals/type-owners.ts); pages whose data did not change are not
// rendered again and the cards are copied from the cache; a change to the CSS
// alone reaches every page's inlined styles (gatsby-internals/stylesheet-digest.ts);
// an edited post reaches its feeds and the search index, whose other files stay
// as they were; a deleted post loses its page and its node (gatsby-internals/page-nodes.ts);
// and a blog emptied of its posts and its work history still renders every
// page. Run in order: each step starts from the last. The first two builds are the
// `warm` fixture site's (e2e/fixtures/warm-site.ts), made ahead while other files run.
import { promises as fs } from "fs"
import path from "path"
import { listingFeeds } from "../src/lib/feed-paths"
import { shardFile, shardKey } from "../src/search/text"
import { postPath } from "../src/lib/urls"
import { LEAVING, UNKNOWN_LANGUAGE } from "./fixtures/warm-site"
import { axeViolations } from "./support/axe"
import { discardFixture, fixtureBuild } from "./support/fixture-sites"
import { fileCopyFolders, fileDigests, inlinedCss } from "./support/public-files"
import { useServedSite, visit, waitForApp } from "./support/browser"
import { ROOT, sampleTags } from "./support/site"
import { tempSiteAt, type BuildResult, type TempSite } from "./support/temp-site"

// Three builds from the cache after the fixture's two, or all five when the fixture is not built yet.
jest.setTimeout(600_000)

const FOOTER_CSS = `src/components/footer.module.css`
const MARKER = `padding:31px 17px`

/** The copy of the project the builds run in. */
let temp: TempSite
/** The build every later step starts from: the first with the project's own plugins. */
let cold: BuildResult
const build = (options?: Parameters<TempSite[`build`]>[0]) => temp.build(options)
const errors = (build: BuildResult) => build.lines.filter(line => /^error\b|\bERROR\b/i.test(line))
const cardsLine = (build: BuildResult) => build.lines.find(line => line.includes(`link-preview cards:`)) ?? ``
const published = (relative: string) => path.join(temp.publicDir, relative)

beforeAll(async () => {
  const fixture = await fixtureBuild(`warm`)
  temp = tempSiteAt(fixture.dir)
  cold = fixture.result
})
afterAll(() => discardFixture(`warm`))

it(`builds again after the plugins change, when another plugin makes a node type the old one made`, () => {
  // An owner's cache from before gatsby-source-site-files, whose File nodes gatsby-source-filesystem made:
  // Gatsby drops its cache for the change of plugins but kept the types' owners (gatsby-internals/type-owners.ts).
  expect({ code: cold.code, refused: /owned by another plugin/.test(cold.output) }).toEqual({ code: 0, refused: false })
})

it(`renders no page again when only an environment variable changed, and copies the link-preview cards from its cache`, async () => {
  const counted = /link-preview cards: (\d+) drawn, (\d+) copied from the cache, (\d+) kept/
  const counts = counted.exec(cardsLine(cold))?.slice(1) ?? []
  const cards = counts.map(Number).reduce((sum, count) => sum + count, 0)
  expect(cards).toBeGreaterThanOrEqual(2) // at least / and /projects
  const cardFiles = async () => {
    const names = (await fs.readdir(published(`static/cards`))).sort()
    return Promise.all(names.map(async name => [name, await fs.readFile(published(`static/cards/${name}`))] as const))
  }
  const before = await cardFiles()
  await fs.rm(published(`static/cards`), { recursive: true })

  // webpack builds the renderer's modules again when the set of variables changes:
  // they must hash as in the cold build (gatsby-internals/babel-cache.ts).
  const warm = await build({ env: { PORTFOLIO_WARM_BUILD_TEST: `1` } })
  expect(warm.code).toBe(0)
  expect(warm.lines).toContain(`info There are no new or changed html files to build.`)
  expect(cardsLine(warm)).toMatch(new RegExp(`link-preview cards: 0 drawn, ${cards} copied from the cache, 0 kept`))
  expect(await cardFiles()).toEqual(before)
  // The same compilation hash in every page, so none is read again for the Content-Security-Policy (gatsby-internals/webpack.ts).
  expect(warm.output).toMatch(/;\s+0\s+of\s+\d+\s+page\(s\)\s+read\s+anew/)
  // No page node deleted after sourcing to be made again in createPages.
  expect(warm.output).toMatch(/Clean up stale nodes - [\d.]+m?s - 0\//)
  // Gatsby does not run onCreateNode again for unchanged files: the content check must not depend on it.
  expect(errors(warm)).toEqual([])
  const warning = (build: BuildResult) => build.lines.filter(line => line.includes(`${UNKNOWN_LANGUAGE}: line`))
  expect(warning(cold)).toHaveLength(1)
  expect(warning(warm)).toEqual(warning(cold))
  // The last build's redirect page of an old address is its own, not a page the alias would clash with (site-build/redirects.ts).
  expect(await fs.readFile(published(path.join(LEAVING.alias, `index.html`)), `utf8`)).toContain(postPath(LEAVING.slug))
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

// One build for two changes: a stylesheet, which every page inlines, and a post, which only its feeds and the
// search index hold; neither may stand in for the other.
it(`puts a stylesheet's change into every page's inlined CSS, and an edited post into its feeds and the search index only`, async () => {
  const css = await fs.readFile(path.join(temp.dir, FOOTER_CSS), `utf8`)
  const changed = css.replace(/(\.footer \{[^}]*?)padding: [^;]+;/, `$1padding: 31px 17px;`)
  expect(changed).not.toBe(css)
  await temp.write(FOOTER_CSS, changed)

  const tags = sampleTags()
  const post = tags.flatMap(tag => tag.posts).find(candidate => tags.some(tag => !tag.posts.includes(candidate)))!
  const without = tags.find(tag => !tag.posts.includes(post))!
  const own = tags.find(tag => tag.posts.includes(post))!
  const feedFile = (tagPath: string) => published(listingFeeds(tagPath).atom)
  const untouched = (await fs.stat(feedFile(without.path))).mtimeMs
  const word = `quokkaparagraph`
  const file = path.relative(ROOT, post.file)
  await temp.write(file, `${await fs.readFile(path.join(temp.dir, file), `utf8`)}\nA ${word} added after the first build.\n`)

  const warm = await build()
  expect(warm.code).toBe(0)

  const pages = await inlinedCss(temp.publicDir)
  expect(pages.size).toBeGreaterThan(20)
  expect([...pages].filter(([, styles]) => !styles.includes(MARKER)).map(([name]) => name)).toEqual([])

  const feeds = /feeds: (\d+) files for \d+ categories, tags and authors, (\d+) written/.exec(warm.output)
  expect(Number(feeds?.[2])).toBeGreaterThan(0)
  expect(Number(feeds?.[2])).toBeLessThan(Number(feeds?.[1]))
  expect(await fs.readFile(feedFile(own.path), `utf8`)).toContain(word)
  expect(await fs.readFile(published(`atom.xml`), `utf8`)).toContain(word)
  expect((await fs.stat(feedFile(without.path))).mtimeMs).toBe(untouched)
  const dictionary = await fs.readFile(published(`search/d/${shardFile(shardKey(word))}.json`), `utf8`)
  expect(dictionary).toContain(`"${word}"`)
})

describe(`a blog emptied of its posts and its work history`, () => {
  const served = useServedSite()
  let emptied: BuildResult
  const sitemap = () => fs.readFile(published(`sitemap-0.xml`), `utf8`)
  const leaving = () => published(path.join(postPath(LEAVING.slug), `index.html`))
  let listedBefore = ``
  let copiesBefore: string[] = []

  beforeAll(async () => {
    await fs.access(leaving())
    listedBefore = await sitemap()
    copiesBefore = await fileCopyFolders(temp.publicDir)
    await temp.empty(`content/posts`)
    await temp.write(`content/data/work.json`, `[]\n`)
    emptied = await build()
    if (emptied.code !== 0) throw new Error(`The emptied blog's build failed:\n${emptied.output.slice(-4000)}`)
    await served.start(temp.publicDir)
  })

  it(`drops the deleted posts' pages, files and nodes, which the sitemap lists`, async () => {
    expect(listedBefore).toContain(`${postPath(LEAVING.slug)}</loc>`)
    await expect(fs.access(leaving())).rejects.toThrow(/ENOENT/)
    // Its old address's redirect page goes with it, and the folders that held only that.
    await expect(fs.access(published(`2024`))).rejects.toThrow(/ENOENT/)
    // gatsby-plugin-sitemap lists the SitePage nodes: a kept node of a page that is gone would still be there.
    expect(await sitemap()).not.toMatch(/\/post\/[^<]+<\/loc>/)
    // What public/static/ keeps is the copies of files still sourced (static/'s covers and avatar); the posts' own images are gone.
    const kept = await fileCopyFolders(temp.publicDir)
    const left = [...(await fileDigests(path.join(temp.dir, `content`))), ...(await fileDigests(path.join(temp.dir, `static`)))]
    expect(kept.length).toBeGreaterThan(0)
    expect(kept.length).toBeLessThan(copiesBefore.length)
    expect(kept.filter(digest => !left.includes(digest))).toEqual([])
  })

  it(`warns that the Work History table is left out, and leaves it out`, async () => {
    expect(emptied.lines.filter(line => /work\.json/.test(line))).toEqual([
      expect.stringMatching(/^warn(ing)? content\/data\/work\.json: has no entries, so the Work History table is left out$/),
    ])
    const { page, close } = await visit(served.browser)
    try {
      await page.goto(served.server.url)
      await waitForApp(page)
      await page.getByRole(`region`, { name: `My Socials` }).waitFor()
      await expect(page.getByRole(`table`, { name: `Work History` }).count()).resolves.toBe(0)
      await expect(page.getByText(`Work History`).count()).resolves.toBe(0)
    } finally {
      await close()
    }
  })

  it(`builds, warning that the whoami link has no post to open`, () => {
    expect(emptied.lines.filter(line => /whoami/.test(line))).toEqual([
      expect.stringMatching(
        /^warn(ing)? content\/posts\/whoami\.md is missing: the header's "whoami" link leads to "Not Found" until it exists\.$/,
      ),
    ])
  })

  it(`shows 'Blog Posts (0)', an empty state, and only 'All' among the categories`, async () => {
    const { page, problems, close } = await visit(served.browser)
    try {
      await page.goto(served.server.url)
      await waitForApp(page)
      await page.getByRole(`heading`, { level: 1, name: `Blog Posts (0)` }).waitFor()
      await page.getByText(`No posts yet. Check back soon.`).waitFor()
      await expect(page.getByRole(`article`).count()).resolves.toBe(0)
      const categories = page.getByRole(`navigation`, { name: `Categories` }).getByRole(`link`)
      await expect(categories.allInnerTexts()).resolves.toEqual([expect.stringMatching(/^All\s+0/)])
      expect(await axeViolations(page)).toEqual([])
      expect(problems).toEqual([])
    } finally {
      await close()
    }
  })

  it.each([`/projects`, `/post/whoami`, `/unknown`])(`still renders %s without errors`, async pagePath => {
    const { page, problems, close } = await visit(served.browser)
    try {
      await page.goto(served.server.url + pagePath)
      await waitForApp(page)
      await page.getByRole(`heading`, { level: 1 }).waitFor()
      await page.waitForLoadState(`networkidle`)
      expect(problems).toEqual([])
    } finally {
      await close()
    }
  })
})
