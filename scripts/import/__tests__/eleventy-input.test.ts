/**
 * @jest-environment node
 */
// An Eleventy site whose pages start in a folder of their own (its config's `dir.input`, as the official starter
// has it): the posts' old addresses start there, links written as input paths (Eleventy's InputPath to URL plugin)
// lead to the new posts, and HTML links to the old site's other pages become their text when nothing keeps them.
import { promises as fs } from "fs"
import os from "os"
import path from "path"
import { dataFolderFor } from "../authors"
import { generatorAddresses } from "../generator-addresses"
import { eleventyInputDir } from "../old-config"
import { importSite, lines, withFreshOldSite, writeSite } from "../test-support/old-site"

describe(`Eleventy's input folder`, () => {
  it.each([
    [`export const config = { dir: { input: "content", output: "_site" } }`, null, `content`],
    [`module.exports = function () { return { dir: { output: "dist", input: "./src/" } } }`, null, `src`],
    [`export default function (eleventyConfig) { eleventyConfig.setInputDirectory("pages"); }`, null, `pages`],
    [`module.exports = {}`, JSON.stringify({ scripts: { build: `npx @11ty/eleventy --input=site --output=_site` } }), `site`],
    [`module.exports = { dir: { input: "." } }`, null, `.`],
  ])(`is read from %s (package.json %s): %s`, (config, packageJson, folder) => {
    expect(eleventyInputDir(config, packageJson)).toBe(folder)
  })

  it(`is unknown when written in code, or when it leads outside the site`, () => {
    expect(eleventyInputDir(`const input = process.env.IN; module.exports = { dir: { input } }`, null)).toBeUndefined()
    expect(eleventyInputDir("module.exports = { dir: { input: `${base}/src` } }", null)).toBeUndefined()
    expect(eleventyInputDir(`module.exports = { dir: { input: "../shared" } }`, null)).toBeUndefined()
    expect(eleventyInputDir(null, null)).toBeUndefined()
  })

  it(`is where a post's old addresses start; without it a leading src/ is taken for it`, () => {
    const facts = { name: `second`, slug: null, date: null, title: `Second`, categories: [] }
    const origin = (relative: string, inputDir?: string) => ({ generator: `eleventy` as const, relative, inputDir })
    expect(generatorAddresses(origin(`content/blog/second.md`, `content`), facts)).toEqual([`/blog/second/`, `/blog/second.md`])
    expect(generatorAddresses(origin(`src/blog/second.md`, `.`), facts)).toEqual([`/src/blog/second/`, `/src/blog/second.md`])
    expect(generatorAddresses(origin(`src/blog/second.md`), facts)).toEqual([`/blog/second/`, `/blog/second.md`])
  })
})

describe(`an Eleventy site with its pages in content/`, () => {
  withFreshOldSite()
  const post = (title: string, ...body: string[]) => lines(`---`, `title: ${title}`, `date: 2018-07-04`, `tags: notes`, `---`, ``, ...body)

  it(`keeps each post's old address, and its links to other posts lead to them, written as pages or as input paths`, async () => {
    await writeSite({
      "eleventy.config.js": `export const config = { dir: { input: "content", includes: "../_includes" } };`,
      "content/about.md": lines(`---`, `title: About`, `---`, ``, `Who.`),
      "content/blog/first.md": post(`First`, `Text.`),
      "content/blog/third.md": post(`Third`, `Text.`),
      "content/blog/second.md": post(
        `Second`,
        `<a href="/blog/first.md">First</a>`,
        `<a href="blog/third.md">Third</a>`,
        `<a class="more" href="/about/">About <em>me</em></a>`,
        ``,
        `And [the first](/blog/first/) again.`,
      ),
    })
    const { code, out, reasons } = await importSite()
    expect(code).toBe(0)
    const second = await fs.readFile(path.join(out, `second.md`), `utf8`)
    expect(second).toContain(`aliases: [/blog/second/, /blog/second.md]`)
    expect(second).toContain(`<a href="/post/first">First</a>\n<a href="/post/third">Third</a>\nAbout <em>me</em>`)
    expect(second).toContain(`And [the first](/post/first) again.`)
    expect(reasons(`content/blog/second.md`)).toContainEqual(
      expect.stringMatching(/^1 link\(s\) to the old site's pages made text .*"\/about\/"$/),
    )
  })
})

describe(`the authors file of posts imported into a folder of their own`, () => {
  it(`goes to the site's data folder, the nearest above the posts' folder`, async () => {
    const project = await fs.mkdtemp(path.join(os.tmpdir(), `data-folder-`))
    try {
      await fs.mkdir(path.join(project, `content`, `data`), { recursive: true })
      const data = path.join(project, `content`, `data`)
      expect(await dataFolderFor(path.join(project, `content`, `posts`), project)).toBe(data)
      expect(await dataFolderFor(path.join(project, `content`, `posts`, `old-blog`), project)).toBe(data)
      // None in the project: beside the posts folder's parent, as for content/posts.
      expect(await dataFolderFor(path.join(project, `notes`, `posts`), path.join(project, `notes`))).toBe(
        path.join(project, `notes`, `data`),
      )
    } finally {
      await fs.rm(project, { recursive: true, force: true })
    }
  })
})
