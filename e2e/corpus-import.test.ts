// The whole corpus of real posts from other blogs, imported with `npm run import`
// into a temporary copy and built: every post is shown as its source says. The corpus
// sits beside the project; without it, these tests are skipped.
import { execFile } from "child_process"
import { existsSync, promises as fs } from "fs"
import path from "path"
import { promisify } from "util"
import sharp from "sharp"
import { useServedSite, visit } from "./support/browser"
import { metaTags } from "./support/html"
import { ROOT } from "./support/site"
import { createTempSite, textFile, type BuildResult, type TempSite } from "./support/temp-site"

jest.setTimeout(600_000)

const run = promisify(execFile)
const CORPUS = path.resolve(ROOT, `../shared/corpus`)

const corpusDescribe = existsSync(CORPUS) ? describe : describe.skip
if (!existsSync(CORPUS))
  console.log(`Skipping the corpus import: ${CORPUS} is not there (it sits beside the project on the team's machines).`)

corpusDescribe(`the corpus of real posts, imported`, () => {
  let temp: TempSite
  let result: BuildResult
  let imported: string[]
  let refused: string[]
  let report: string
  const site = useServedSite()
  const SOURCES = [`astro`, `gatsby`, `gatsby-starter-blog`, `gatsby-starter-lumen`, `hugo-papermod`, `jekyll-minima`, `rust-blog`]

  beforeAll(async () => {
    temp = await createTempSite(`corpus`)
    await temp.empty(`content/posts`)
    await temp.write(
      `content/posts/whoami.md`,
      textFile(`---`, `title: whoami`, `date: 2024-01-01`, `category: About`, `listed: false`, `---`, ``, `Me.`),
    )
    // The corpus leaves out images over 300 KB: the owner would have them, so they are drawn here where the importer asks.
    const sources = await fs.mkdtemp(path.join(temp.dir, `corpus-`))
    await fs.cp(CORPUS, sources, { recursive: true })
    const importer = (args: string[]) =>
      run(path.join(ROOT, `node_modules/.bin/tsx`), [path.join(ROOT, `scripts/import/cli.ts`), ...args], { cwd: temp.dir }).then(
        ({ stdout }) => ({ code: 0, stdout }),
        (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
      )
    const first = await importer([...SOURCES.map(name => path.join(sources, name)), `--category`, `Imported`])
    expect(first.code).toBe(1)
    // The terminal shortens each reason; the report file has them whole.
    report = await fs.readFile(path.join(temp.dir, `import-report.txt`), `utf8`)
    const missing = [
      ...[...report.matchAll(/looked for ([^;)]+?\.(?:png|jpe?g|gif|svg));/g)].map(match => path.resolve(temp.dir, match[1])),
      ...[...report.matchAll(/copy its file to ([^,]+?\.(?:png|jpe?g|gif|svg)),/g)].map(match => path.join(temp.dir, match[1])),
    ]
    for (const target of new Set(missing)) {
      await fs.mkdir(path.dirname(target), { recursive: true })
      if (target.endsWith(`.svg`)) {
        await fs.writeFile(
          target,
          `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200"><rect width="400" height="200" fill="#5a78a0"/></svg>`,
        )
        continue
      }
      const format = /\.png$/.test(target) ? `png` : /\.gif$/.test(target) ? `gif` : `jpeg`
      await sharp({ create: { width: 800, height: 450, channels: 3, background: { r: 90, g: 120, b: 160 } } })
        .toFormat(format)
        .toFile(target)
    }
    const retry = first.stdout
      .split(`\n`)
      .filter(line => line.startsWith(`not imported`))
      .map(line => /^not imported\s+(.*?): /.exec(line)?.[1] ?? ``)
    const second = await importer([...retry.map(source => path.resolve(temp.dir, source)), `--category`, `Imported`])
    const lines = [...first.stdout.split(`\n`), ...second.stdout.split(`\n`)]
    imported = lines.filter(line => line.startsWith(`imported`))
    refused = second.stdout.split(`\n`).filter(line => line.startsWith(`not imported`))
    result = await temp.build({ timeoutMs: 480_000 })
    if (result.code !== 0) throw new Error(`The corpus build failed:\n${result.output.slice(-6000)}`)
    await site.start(temp.publicDir)
  })

  afterAll(() => temp?.remove())

  it(
    `imports every post once its images are there; ` + `the Hugo posts lose only their inline templates (a KaTeX loader, a <style>), named`,
    () => {
      expect(refused).toEqual([])
      expect(imported).toHaveLength(40)
      expect(report).toMatch(/math-typesetting\.md → \S+\n( {2}- .*\n)* {2}- removed the inline template math\.inline/)
      expect(report).toMatch(/emoji-support\.md → \S+\n( {2}- .*\n)* {2}- removed the inline template css\.inline/)
    },
  )

  it(
    `shows every imported post with its title, authors, date, description and images as its source says, ` +
      `asking no other host for anything it did not write`,
    async () => {
      const { page, requests, close } = await visit(site.browser)
      // The machine is offline: another host is never reached, only recorded.
      await page.route(
        url => !url.href.startsWith(site.server.url),
        route => route.abort(),
      )
      try {
        for (const line of imported) {
          requests.length = 0
          const target = /→ (\S+)/.exec(line)?.[1] ?? ``
          const text = await fs.readFile(path.join(temp.dir, target), `utf8`)
          const front = Object.fromEntries(
            [.../^(\w+): (.*)$/gm[Symbol.matchAll](text.split(/\n---\n/)[0])].map(match => [match[1], match[2].replace(/^"(.*)"$/, `$1`)]),
          )
          const slug = path.basename(target) === `index.md` ? path.basename(path.dirname(target)) : path.basename(target, `.md`)
          const response = await page.goto(`${site.server.url}/post/${slug}`)
          // A draft in the source stays a draft: no page in a production build.
          expect([slug, response?.status()]).toEqual([slug, front.draft === `true` ? 404 : 200])
          if (front.draft === `true`) continue
          await expect(page.locator(`article header h1`).textContent()).resolves.toBe(front.title)
          await expect(page.locator(`article time`).first().getAttribute(`datetime`)).resolves.toBe(front.date)
          if (front.author) {
            const names = front.author.startsWith(`[`) ? front.author.slice(1, -1).split(/,\s*/) : [front.author]
            const details = (await page.getByRole(`list`, { name: `Post details` }).textContent()) ?? ``
            for (const name of names) expect(details).toContain(name.replace(/^'(.*)'$/, `$1`))
          }
          if (front.description) {
            await expect(page.locator(`meta[name="description"]`).getAttribute(`content`)).resolves.toBe(front.description)
          }
          const broken = await page.evaluate(async () => {
            const images = ([...document.querySelectorAll(`article img`)] as HTMLImageElement[]).filter(img =>
              img.src.startsWith(location.origin),
            )
            for (const img of images) img.loading = `eager`
            await Promise.all(
              images.map(img =>
                img.complete
                  ? null
                  : new Promise(resolve =>
                      ([`load`, `error`] as const).forEach(event => img.addEventListener(event, resolve, { once: true })),
                    ),
              ),
            )
            return images.filter(img => img.naturalWidth === 0).map(img => img.src)
          })
          expect([slug, broken]).toEqual([slug, []])
          // The only requests to other hosts are the images the post itself shows from them, as written.
          const outside = requests.filter(url => !url.startsWith(site.server.url) && !url.startsWith(`data:`))
          expect([
            slug,
            outside.filter(url => ![url, decodeURI(url), url.replace(/&/g, `&amp;`)].some(written => text.includes(written))),
          ]).toEqual([slug, []])
        }
      } finally {
        await close()
      }
    },
  )

  it(`highlights the code of the Hugo and Jekyll highlight blocks`, async () => {
    for (const slug of [`code_syntax`, `welcome-to-jekyll`]) {
      const html = await fs.readFile(path.join(temp.publicDir, `post/${slug}/index.html`), `utf8`)
      expect([slug, /class="token /.test(html)]).toEqual([slug, true])
      expect(html).not.toContain(`{% highlight`)
      expect(html).not.toContain(`{{&lt; highlight`)
    }
  })

  it(`keeps the old addresses working`, async () => {
    const redirect = await fs.readFile(path.join(temp.publicDir, `releases/1.94.1/index.html`), `utf8`)
    expect(redirect).toContain(`url=/post/1.94.1-release`)
    const description = metaTags(await fs.readFile(path.join(temp.publicDir, `post/1.94.1-release/index.html`), `utf8`)).get(`description`)
    expect(description).toBeTruthy()
  })
})
