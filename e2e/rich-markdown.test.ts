// The markdown developers write, in the odd fixture site, and read as
// a visitor and a crawler would: math, a diagram, callouts, code fences with
// titles and marked lines, videos and other frames, emoji, footnotes, custom
// heading ids and a title the body repeats. Everything is in the prebuilt HTML,
// runs under the Content-Security-Policy and passes axe in both themes.
import type { Page } from "playwright-core"
import { axeViolations } from "./support/axe"
import { DESKTOP, PHONE, visit, waitForApp, type Visit } from "./support/browser"
import { firstVisitJsBudget, measureFirstVisit } from "./support/first-visit"
import { useFixtureSite } from "./support/fixture-sites"
import { richPost } from "./support/rich-post"
import { RICH_POST } from "./fixtures/odd-site"

const PATH = `/post/${RICH_POST.slug}`
const site = useFixtureSite(`odd`)

async function open(options: Parameters<typeof visit>[1] = {}): Promise<Visit> {
  const session = await visit(site.browser, options)
  await session.page.addInitScript(() => {
    const recorded: string[] = []
    Object.defineProperty(window, `__cspViolations`, { value: recorded })
    document.addEventListener(`securitypolicyviolation`, event =>
      recorded.push(`${event.effectiveDirective} blocked ${event.blockedURI || `inline`}`),
    )
  })
  await session.page.goto(`${site.server.url}${PATH}`)
  return session
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)
const body = (page: Page) => page.locator(`article`)

it(`warns once, naming the file and line, about a language the highlighter does not know and a frame that became a link`, () => {
  const warnings = site.result.lines.filter(line => line.includes(`content/posts/rich-markdown.md`))
  expect(warnings).toEqual([
    expect.stringMatching(/^warn(ing)? content\/posts\/rich-markdown\.md: line 90: code language "nosuchlang" is not one the highlighter/),
    expect.stringMatching(
      /^warn(ing)? content\/posts\/rich-markdown\.md: line 100: an <iframe> of https:\/\/codepen\.io\/team\/embed\/abc is shown as a link/,
    ),
  ])
})

describe(`the prebuilt page, without JavaScript`, () => {
  let session: Visit
  beforeAll(async () => {
    session = await open({ javaScriptEnabled: false })
    // Without JavaScript the splash leaves by itself after six seconds.
    await session.page.getByRole(`heading`, { level: 1, name: richPost.front.title }).waitFor({ timeout: 20_000 })
  })
  afterAll(() => session.close())

  it(`draws math as MathML, inline and displayed, from dollars and from LaTeX delimiters, and leaves money as text`, async () => {
    const article = body(session.page)
    expect(await article.locator(`math`).count()).toBe(richPost.formulas)
    expect(await article.locator(`.math-display math[display="block"]`).count()).toBe(richPost.displayFormulas)
    expect(await article.locator(`math annotation`).allTextContents()).toEqual(
      expect.arrayContaining([`E = mc^2`, `\\sum_{i=1}^{n} i = \\frac{n(n+1)}{2}`, `a^2 + b^2`]),
    )
    await expect(article.getByText(`A coffee costs $5 and a sandwich $10.`)).toBeTruthy()
    expect(await article.textContent()).toContain(`A coffee costs $5 and a sandwich $10.`)
    // A dollar amount in a link's text is not the start of math: the link stays a link.
    await expect(article.getByRole(`link`, { name: `$10k bounty` }).getAttribute(`href`)).resolves.toBe(`https://example.org/bounty`)
    expect(await article.textContent()).toContain(`is still a link, paid out $5 at a time.`)
    expect(await article.textContent()).not.toMatch(/\$\$|\\\(|\\\[/)
  })

  it(`shows the diagram as inline SVG named for screen readers, in the light theme`, async () => {
    const drawing = body(session.page).getByRole(`img`, { name: /^Deploy pipeline\. Flowchart of: .*Build.*Test.*Deploy/ })
    await expect(drawing.isVisible()).resolves.toBe(true)
    expect(await drawing.locator(`.diagram-light svg`).isVisible()).toBe(true)
    expect(await drawing.locator(`.diagram-dark svg`).isVisible()).toBe(false)
    expect(await session.page.locator(`figure.diagram figcaption`).textContent()).toBe(`Deploy pipeline`)
  })

  it(`makes each GitHub alert a callout with its label, and a custom title`, async () => {
    for (const label of [`Note`, `Tip`, `Important`, `Warning`, `Caution`, `Tip: Read this first`]) {
      const callout = session.page.getByRole(`note`, { name: label, exact: true })
      expect(await callout.count()).toBe(1)
    }
    expect(await body(session.page).textContent()).not.toContain(`[!`)
  })

  it(`colours every fenced block whatever follows its language, with titles, marked lines, numbers and diffs`, async () => {
    const page = session.page
    const blocks = page.locator(`.gatsby-highlight`)
    expect(await blocks.count()).toBe(richPost.codeBlocks)
    expect(await page.locator(`.code-file`).allTextContents()).toEqual([`app.ts`, `src/App.jsx`, `lib.rs`, `main.go`])
    for (const language of [`ts`, `js`, `jsx`, `rust`, `go`, `python`]) {
      expect(await page.locator(`.gatsby-highlight[data-language="${language}"] .token`).count()).toBeGreaterThan(0)
    }
    expect(await page.locator(`.gatsby-highlight-code-line`).count()).toBe(4)
    expect(await page.locator(`pre.line-numbers .line-numbers-rows > span`).count()).toBeGreaterThan(0)
    expect(await page.locator(`.token.inserted-sign`).count()).toBe(1)
    expect(await page.locator(`.token.deleted-sign`).count()).toBe(1)
    expect(await page.locator(`.gatsby-highlight[data-language="nosuchlang"] pre`).textContent()).toBe(`plain <text> & more`)
  })

  it(`shows each video as a link to it, requesting nothing from the video host, and other frames as links`, async () => {
    const links = session.page.locator(`a.video-embed-link`)
    expect(await links.evaluateAll(all => all.map(link => (link as HTMLAnchorElement).href))).toEqual([
      `https://www.youtube.com/watch?v=dQw4w9WgXcQ`,
      `https://vimeo.com/76979871`,
      `https://www.youtube.com/watch?v=M7lc1UVf-VE`,
    ])
    expect(await session.page.locator(`iframe`).count()).toBe(0)
    expect(await session.page.getByRole(`link`, { name: `A pen on CodePen` }).getAttribute(`href`)).toBe(
      `https://codepen.io/team/embed/abc`,
    )
    expect(session.requests.filter(url => !url.startsWith(site.server.url))).toEqual([])
  })

  it(`turns emoji shortcodes into characters outside code, uses custom heading ids and shows the title once`, async () => {
    const page = session.page
    expect(await body(page).textContent()).toContain(`Shipped 🎉 and 🚀`)
    expect(await page.locator(`code`, { hasText: `:tada:` }).count()).toBe(1)
    expect(await page.locator(`h2#custom-anchor`).textContent()).toBe(`A heading with its own id`)
    expect(await page.getByRole(`heading`, { name: richPost.front.title, level: 1 }).count()).toBe(1)
  })

  it(`writes about onerror= and <script> in its description and code without the CSP scan stopping the build`, async () => {
    expect(await session.page.locator(`meta[name="description"]`).getAttribute(`content`)).toContain(`an onerror= handler`)
    expect(await body(session.page).locator(`code`, { hasText: `<img src=x onerror=alert(1)>` }).count()).toBe(1)
    expect(await session.page.locator(`img[src="x"]`).count()).toBe(0)
  })

  it(`links each footnote and its way back to the text`, async () => {
    const back = session.page.getByRole(`link`, { name: `Back to the text of footnote 1` })
    expect(await back.getAttribute(`href`)).toBe(`#fnref-1`)
    expect(await session.page.locator(`#fnref-1 a`).getAttribute(`href`)).toBe(`#fn-1`)
  })
})

describe.each([
  [`light`, `phone`, PHONE],
  [`dark`, `phone`, PHONE],
  [`light`, `desktop`, DESKTOP],
  [`dark`, `desktop`, DESKTOP],
] as const)(`in the %s theme on a %s`, (theme, _device, viewport) => {
  let session: Visit
  beforeAll(async () => {
    session = await open({ theme, viewport })
    await waitForApp(session.page)
  })
  afterAll(() => session.close())

  it(`shows the diagram drawn for the theme, with no CSP violation, console error or axe violation`, async () => {
    const page = session.page
    expect(await page.locator(`.diagram-${theme} svg`).isVisible()).toBe(true)
    expect(await page.locator(`.diagram-${theme === `light` ? `dark` : `light`} svg`).isVisible()).toBe(false)
    expect(await axeViolations(page)).toEqual([])
    expect(await violations(page)).toEqual([])
    expect(session.problems).toEqual([])
  })
})

describe(`a video`, () => {
  it(`plays from the privacy-enhanced host only once the reader asks, under the CSP`, async () => {
    const session = await open()
    try {
      const asked: string[] = []
      await session.context.route(/youtube-nocookie\.com|youtube\.com|ytimg\.com|vimeo\.com/, route => {
        asked.push(route.request().url())
        return route.fulfill({ status: 200, contentType: `text/html`, body: `<!doctype html><title>player</title>` })
      })
      await waitForApp(session.page)
      expect(asked).toEqual([])
      await session.page.getByRole(`link`, { name: /A talk about testing/ }).click()
      const player = session.page.locator(`iframe[title="A talk about testing"]`)
      await player.waitFor()
      expect(await player.getAttribute(`src`)).toBe(`https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1`)
      await session.page.waitForTimeout(500)
      expect(asked).toEqual([`https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1`])
      expect(await violations(session.page)).toEqual([])
    } finally {
      await session.close()
    }
  })
})

it(`inlines the stylesheet of each kind of rich markdown only into the posts that have it`, async () => {
  const styles = async (pagePath: string) => {
    const html = await (await fetch(`${site.server.url}${pagePath}`)).text()
    return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(match => match[1])
  }
  const rich = await styles(PATH)
  expect(rich).toHaveLength(6)
  for (const rule of [`.callout{`, `math{`, `.diagram{`, `.video-embed{`, `.code-title{`, `.footnotes{`])
    expect(rich.some(css => css.replace(/\s/g, ``).includes(rule))).toBe(true)
  expect(await styles(`/post/whoami`)).toEqual([])
  expect(await styles(`/`)).toEqual([])
})

it(`sends no math, diagram or highlighting library: the first visit stays within the JavaScript budget`, async () => {
  const first = await measureFirstVisit(site.browser, `${site.server.url}${PATH}`)
  expect(first.totals.js.gzipBytes).toBeLessThanOrEqual(firstVisitJsBudget(PATH))
  const names = first.assets.map(asset => asset.url).join(`\n`)
  expect(names).not.toMatch(/katex|mermaid|prism/i)
  expect(first.assets.filter(asset => asset.kind === `other` && /\.woff2?$/.test(asset.url))).toEqual([])
})
