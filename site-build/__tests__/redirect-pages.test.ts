import path from "path"
import { redirectFile, redirectPage, redirectPath } from "../redirect-pages"
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
    await expect(writeRedirectPages(graphql as never, ``, reporter as never)).rejects.toThrow(
      `content/posts/moved.md: aliases: "/%2e%2e/%2e%2e/x/" would write its redirect page outside public/`,
    )
  })
})
