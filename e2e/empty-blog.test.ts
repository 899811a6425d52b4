// A blog with no posts and no work history, built for real in a temporary copy:
// the build warns about what is left out, and every page still renders, with an
// empty state where the posts would be.
import { axeViolations } from "./support/axe"
import { visit, waitForApp } from "./support/browser"
import { useBuiltCopy } from "./support/temp-site"

// Each build takes about a minute on a shared machine.
jest.setTimeout(300_000)

describe(`a blog with no posts, and no work history`, () => {
  const built = useBuiltCopy(`no-posts`, async temp => {
    await temp.empty(`content/posts`)
    await temp.write(`content/data/work.json`, `[]\n`)
  })

  it(`warns that the Work History table is left out, and leaves it out`, async () => {
    expect(built.result.lines.filter(line => /work\.json/.test(line))).toEqual([
      expect.stringMatching(/^warn(ing)? content\/data\/work\.json: has no entries, so the Work History table is left out$/),
    ])
    const { page, close } = await visit(built.browser)
    try {
      await page.goto(built.server.url)
      await waitForApp(page)
      await page.getByRole(`region`, { name: `My Socials` }).waitFor()
      await expect(page.getByRole(`table`, { name: `Work History` }).count()).resolves.toBe(0)
      await expect(page.getByText(`Work History`).count()).resolves.toBe(0)
    } finally {
      await close()
    }
  })

  it(`builds, warning that the whoami link has no post to open`, () => {
    expect(built.result.lines.filter(line => /whoami/.test(line))).toEqual([
      expect.stringMatching(
        /^warn(ing)? content\/posts\/whoami\.md is missing: the header's "whoami" link leads to "Not Found" until it exists\.$/,
      ),
    ])
  })

  it(`shows 'Blog Posts (0)', an empty state, and only 'All' among the categories`, async () => {
    const { page, problems, close } = await visit(built.browser)
    try {
      await page.goto(built.server.url)
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

  it.each([`/projects`, `/post/whoami`, `/unknown`])(`still renders %s without errors`, async path => {
    const { page, problems, close } = await visit(built.browser)
    try {
      await page.goto(built.server.url + path)
      await waitForApp(page)
      await page.getByRole(`heading`, { level: 1 }).waitFor()
      await page.waitForLoadState(`networkidle`)
      expect(problems).toEqual([])
    } finally {
      await close()
    }
  })
})
