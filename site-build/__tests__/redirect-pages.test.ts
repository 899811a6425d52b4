import { existsSync, promises as fs } from "fs"
import os from "os"
import path from "path"
import { redirectFile, redirectPage, redirectPath, redirectTarget } from "../redirect-pages"
import { writeRedirectPages } from "../redirects"

describe(`redirect pages`, () => {
  const page = redirectPage({
    title: `Tips & <tricks>`,
    target: `/blog/post/tips`,
    canonical: `https://example.com/blog/post/tips`,
    lang: `en`,
  })

  it(`send the browser to the post at once, and search engines to its canonical URL`, () => {
    expect(page).toContain(`<meta http-equiv="refresh" content="0; url=/blog/post/tips">`)
    expect(page).toContain(`<link rel="canonical" href="https://example.com/blog/post/tips">`)
    expect(page).toContain(`<meta name="robots" content="noindex">`)
  })

  it(`show a visible link with the title, escaped`, () => {
    expect(page).toContain(`<a href="/blog/post/tips">Tips &amp; &lt;tricks&gt;</a>`)
    expect(page).toContain(`<html lang="en">`)
  })

  it(`are written where static hosts look for the old address`, () => {
    expect(redirectFile(`/2019/05/tips/`)).toBe(`2019/05/tips/index.html`)
    expect(redirectFile(`/2019/05/tips`)).toBe(`2019/05/tips/index.html`)
    expect(redirectFile(`/2019/05/tips.html`)).toBe(`2019/05/tips.html`)
    expect(redirectFile(`/c%23-tips/`)).toBe(`c#-tips/index.html`)
    expect(redirectFile(`/bad%E0%A4%A/`)).toBeNull()
  })
})

describe(`where redirect pages are written`, () => {
  const publicDir = path.resolve(`public`)
  const SOURCE = `content/posts/moved.md`

  it(`is under public/ for an alias of this site`, () => {
    expect(redirectPath(`public`, `/2019/05/tips/`, SOURCE)).toBe(path.join(publicDir, `2019`, `05`, `tips`, `index.html`))
    expect(redirectPath(`public`, `/..tips/`, SOURCE)).toBe(path.join(publicDir, `..tips`, `index.html`))
    expect(redirectPath(`public`, `/bad%E0%A4%A/`, SOURCE)).toBeNull()
  })

  it.each([`/%2e%2e/%2e%2e/x/`, `/%2E%2E/x`, `/a/%2f..%2f..%2fx`, `/../x.html`])(
    `is refused, naming the post, for %s, which would land outside public/`,
    alias => {
      expect(() => redirectPath(`public`, alias, SOURCE)).toThrow(
        `${SOURCE}: aliases: "${alias}" would write its redirect page outside public/`,
      )
    },
  )

  it(`stops the build before anything is written for an alias that reached it unchecked`, async () => {
    const graphql = async () => ({
      data: {
        allMarkdownRemark: {
          nodes: [
            {
              aliases: [`/%2e%2e/%2e%2e/x/`],
              fields: { slug: `moved` },
              frontmatter: { title: `Moved` },
              parent: { relativePath: `moved.md` },
            },
          ],
        },
      },
    })
    const reporter = { panicOnBuild: jest.fn() }
    await expect(writeRedirectPages(graphql as never, ``, reporter as never, new Map() as never)).rejects.toThrow(
      `content/posts/moved.md: aliases: "/%2e%2e/%2e%2e/x/" would write its redirect page outside public/`,
    )
  })
})

describe(`a build that keeps public/ from the last`, () => {
  const cwd = process.cwd()
  let dir = ``
  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), `redirects-`))
    process.chdir(dir)
    await fs.mkdir(`public/post/real`, { recursive: true })
    await fs.writeFile(`public/post/real/index.html`, `<!doctype html><title>A page</title>`)
  })
  afterEach(async () => {
    process.chdir(cwd)
    await fs.rm(dir, { recursive: true, force: true })
  })

  const posts = (aliases: string[]) => async () => ({
    data: {
      allMarkdownRemark: {
        nodes: [{ aliases, fields: { slug: `moved` }, frontmatter: { title: `Moved` }, parent: { relativePath: `moved.md` } }],
      },
    },
  })
  // Gatsby's cache, kept between the builds of one test.
  const cache = new Map<string, unknown>()
  const cacheApi = { get: async (key: string) => cache.get(key), set: async (key: string, value: unknown) => cache.set(key, value) }
  const build = (aliases: string[]) => {
    const reporter = { panicOnBuild: jest.fn() }
    return writeRedirectPages(posts(aliases) as never, ``, reporter as never, cacheApi as never).then(count => ({ count, reporter }))
  }

  it(`writes its redirect pages again, removes those whose alias is gone, and still refuses a page of the site`, async () => {
    cache.clear()
    expect((await build([`/2019/05/moved/`, `/old.html`])).count).toBe(2)
    expect(redirectTarget(await fs.readFile(`public/2019/05/moved/index.html`, `utf8`))).toBe(`/post/moved`)

    const again = await build([`/2019/05/moved/`])
    expect(again).toEqual({ count: 1, reporter: { panicOnBuild: expect.any(Function) } })
    expect(again.reporter.panicOnBuild).not.toHaveBeenCalled()
    expect(existsSync(`public/2019/05/moved/index.html`)).toBe(true)
    expect(existsSync(`public/old.html`)).toBe(false)

    const gone = await build([`/post/real/`])
    expect(gone.reporter.panicOnBuild).toHaveBeenCalledWith(
      `content/posts/moved.md: aliases: "/post/real/" is already a page or file of the site`,
    )
    // The alias gone, its page and the folders it alone filled go too; the site's own page stays.
    expect(existsSync(`public/2019`)).toBe(false)
    expect(await fs.readFile(`public/post/real/index.html`, `utf8`)).toBe(`<!doctype html><title>A page</title>`)
  })

  it(`takes a redirect page to the same post, left by a build whose cache was emptied, for its own`, async () => {
    cache.clear()
    await build([`/2019/05/moved/`])
    cache.clear()
    // The headers step gives every page of public/ the Content-Security-Policy meta tag.
    const file = `public/2019/05/moved/index.html`
    await fs.writeFile(
      file,
      (await fs.readFile(file, `utf8`)).replace(
        `<meta charset="utf-8">`,
        `<meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src 'self'"/>`,
      ),
    )
    const again = await build([`/2019/05/moved/`])
    expect(again.reporter.panicOnBuild).not.toHaveBeenCalled()
    expect(again.count).toBe(1)
  })
})
