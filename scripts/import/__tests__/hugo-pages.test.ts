/**
 * @jest-environment node
 */
// A Hugo site laid out as its example sites are: posts in a section (content/post/), a dated About page and an
// archives page at the top of content/, and a headless bundle of the home page's blocks. Only the section's posts
// are posts; the rest is named as pages of the old site and skipped, and the import succeeds.
import { importSite, lines, withFreshOldSite, writeSite } from "../test-support/old-site"

withFreshOldSite()

const toml = (...keys: string[]) => lines(`+++`, ...keys, `+++`, ``, `Text.`)

it(`imports a Hugo site's section of posts and skips its top pages, listing pages and headless bundle, naming each`, async () => {
  await writeSite({
    "config.toml": lines(`baseURL = "https://old.example.org"`, `title = "Old"`),
    "content/_index.md": toml(`title = "Home"`),
    "content/about.md": toml(`title = "About"`, `date = "2019-02-28"`),
    "content/archives.md": lines(`---`, `date: 2019-05-28`, `type: section`, `layout: "archives"`, `---`),
    "content/homepage/index.md": lines(`---`, `headless: true`, `---`),
    "content/homepage/work.md": lines(`---`, `title: 'We help'`, `weight: 1`, `---`, ``, `Blocks.`),
    "content/post/_index.md": toml(`title = "Posts"`),
    "content/post/first.md": toml(`title = "First"`, `date = "2019-03-11"`, `series = ["Guide"]`),
    "content/post/second.md": toml(`title = "Second"`, `date = "2019-03-12"`, `series = ["Guide"]`),
  })
  const { code, written, printed } = await importSite()
  expect(code).toBe(0)
  expect(written.map(text => /title: "(.*)"/.exec(text)?.[1]).sort()).toEqual([`First`, `Second`])
  expect(written.every(text => text.includes(`series: "Guide"`))).toBe(true)
  expect(printed.filter(line => line.startsWith(`skipped`)).sort()).toEqual([
    expect.stringMatching(/^skipped +\S*content\/about\.md: a page at the top of the old site's content, outside its sections of posts/),
    expect.stringMatching(/^skipped +\S*content\/archives\.md: a listing page of the old site \(layout archives\), not a post/),
    expect.stringMatching(/^skipped +\S*content\/homepage\/index\.md: part of a headless bundle of the old site/),
    expect.stringMatching(/^skipped +\S*content\/homepage\/work\.md: part of a headless bundle of the old site/),
  ])
  expect(printed).toContain(`2 of 2 post(s) imported (Hugo); 4 page(s) of the old site skipped, not being posts.`)
})

it(`keeps a dated page at the top of content/ as a post when the site has no sections`, async () => {
  await writeSite({
    "hugo.toml": `baseURL = "https://old.example.org"`,
    "content/hello.md": toml(`title = "Hello"`, `date = "2020-01-01"`),
  })
  const { code, written } = await importSite()
  expect(code).toBe(0)
  expect(written.some(text => text.includes(`title: "Hello"`))).toBe(true)
})
