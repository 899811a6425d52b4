// The whole corpus of real posts from other blogs, imported with `npm run import`
// into the imported fixture site (e2e/fixtures/imported-site.ts) and built:
// every post is shown as its source says. The corpus sits beside the project;
// without it, these tests are skipped.
import { existsSync, promises as fs } from "fs"
import path from "path"
import { visit } from "./support/browser"
import { metaTags } from "./support/html"
import { useFixtureSite } from "./support/fixture-sites"
import { CORPUS } from "./fixtures/imported-site"

const corpusDescribe = existsSync(CORPUS) ? describe : describe.skip
if (!existsSync(CORPUS))
  console.log(`Skipping the corpus import: ${CORPUS} is not there (it sits beside the project on the team's machines).`)

corpusDescribe(`the corpus of real posts, imported`, () => {
  const site = useFixtureSite(`imported`)
  const corpus = () => {
    if (!site.notes.corpus) throw new Error(`The imported fixture site was built without the corpus`)
    return site.notes.corpus
  }

  it(
    `imports every post once its images are there; ` + `the Hugo posts lose only their inline templates (a KaTeX loader, a <style>), named`,
    () => {
      const { firstCode, imported, refused, report } = corpus()
      // The first run refuses the posts whose images are missing, and says so with its exit code.
      expect(firstCode).toBe(1)
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
        for (const line of corpus().imported) {
          requests.length = 0
          const target = /→ (\S+)/.exec(line)?.[1] ?? ``
          const text = await fs.readFile(path.join(site.dir, target), `utf8`)
          const front = Object.fromEntries(
            [.../^(\w+): (.*)$/gm[Symbol.matchAll](text.split(/\n---\n/)[0])].map(match => [match[1], match[2].replace(/^"(.*)"$/, `$1`)]),
          )
          const slug = path.basename(target) === `index.md` ? path.basename(path.dirname(target)) : path.basename(target, `.md`)
          const response = await page.goto(`${site.server.url}/post/${slug}`)
          // A draft in the source stays a draft: no page in a production build.
          expect([slug, response?.status()]).toEqual([slug, front.draft === `true` ? 404 : 200])
          if (front.draft === `true`) continue
          await expect(page.locator(`article header h1`).textContent()).resolves.toBe(front.title)
          await expect(page.locator(`article time`).first().getAttribute(`datetime`)).resolves.toBe(front.date.slice(0, 10))
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
      const html = await fs.readFile(path.join(site.publicDir, `post/${slug}/index.html`), `utf8`)
      expect([slug, /class="token /.test(html)]).toEqual([slug, true])
      expect(html).not.toContain(`{% highlight`)
      expect(html).not.toContain(`{{&lt; highlight`)
    }
  })

  it(`keeps the old addresses working`, async () => {
    const redirect = await fs.readFile(path.join(site.publicDir, `releases/1.94.1/index.html`), `utf8`)
    expect(redirect).toContain(`url=/post/1.94.1-release`)
    const description = metaTags(await fs.readFile(path.join(site.publicDir, `post/1.94.1-release/index.html`), `utf8`)).get(`description`)
    expect(description).toBeTruthy()
  })
})
