// Chromium for the browser tests: the machine's own build, driven by playwright-core.
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type BrowserServer, type Page } from "playwright-core"
import { CHROMIUM_ARGS, browserPath, chromiumPath } from "../../plugins/gatsby-remark-rich-markdown/chromium"
import { startStaticServer, type StaticServer, type StaticServerOptions } from "./static-server"

export const CHROMIUM_PATH = chromiumPath()
export { CHROMIUM_ARGS }

/** The environment variable that holds the address of the run's one Chromium (global-setup.ts). */
export const BROWSER_ENDPOINT_VARIABLE = `PORTFOLIO_BROWSER_ENDPOINT`

/** Starts a Chromium that test files connect to, for the run's global setup. */
export function launchSharedBrowser(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
}

/**
 * A connection to the run's one Chromium; outside a run of the browser tests (the benchmark), the full browser, as
 * a visitor runs it, so its figures compare with those measured before. Each connection's contexts are its own,
 * and close with it.
 */
export function launchBrowser(): Promise<Browser> {
  const shared = process.env[BROWSER_ENDPOINT_VARIABLE]
  if (shared) return chromium.connect(shared)
  return chromium.launch({ executablePath: browserPath(), args: CHROMIUM_ARGS })
}

export const PHONE = { width: 375, height: 740 }
export const DESKTOP = { width: 1280, height: 900 }

/** The localStorage key the splash uses to remember a visitor (see src/splash/timing.ts). */
export const SPLASH_SEEN_KEY = `splash-seen-at`

export interface VisitOptions extends BrowserContextOptions {
  /** Start as a returning visitor, so the splash does not show. Defaults to true. */
  skipSplash?: boolean
  /** "light" or "dark": the visitor's saved theme. */
  theme?: `light` | `dark`
}

export interface Visit {
  context: BrowserContext
  page: Page
  /** Console errors and warnings, and uncaught page errors. */
  problems: string[]
  /** Every URL the page requested. */
  requests: string[]
  close(): Promise<void>
}

export async function visit(browser: Browser, options: VisitOptions = {}): Promise<Visit> {
  const { skipSplash = true, theme, ...contextOptions } = options
  const context = await browser.newContext({ viewport: DESKTOP, ...contextOptions })
  const storage: Record<string, string> = {}
  if (skipSplash) storage[SPLASH_SEEN_KEY] = `now`
  if (theme) storage.theme = theme
  await context.addInitScript(entries => {
    for (const [key, value] of Object.entries(entries)) {
      localStorage.setItem(key, value === `now` ? String(Date.now()) : value)
    }
  }, storage)

  const page = await context.newPage()
  // Without scripts a returning visitor cannot be told apart, and the splash's CSS timer holds every page for its
  // seconds: unless the test is about the splash, the page's animations run a thousand times faster, so it ends at once.
  if (skipSplash && contextOptions.javaScriptEnabled === false) {
    const cdp = await context.newCDPSession(page)
    await cdp.send(`Animation.setPlaybackRate`, { playbackRate: 1000 })
  }
  const problems: string[] = []
  const requests: string[] = []
  page.on(`console`, message => {
    // A 404 page is answered with status 404, as it should be; Chromium logs that
    // status for the document itself, which is not a fault of the page.
    const documentStatus = message.text().includes(`status of 404`) && message.location().url === page.url()
    if ((message.type() === `error` || message.type() === `warning`) && !documentStatus) {
      problems.push(`${message.type()}: ${message.text()} (${message.location().url})`)
    }
  })
  page.on(`pageerror`, error => problems.push(`pageerror: ${error.message}`))
  page.on(`request`, request => requests.push(request.url()))
  return { context, page, problems, requests, close: () => context.close() }
}

/** Waits until React has taken over the prebuilt page. */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === `true`)
}

/** The cards the home page shows: the list's or the search's results, not the one kept hidden beside them. */
export const SHOWN_CARDS = `main article:not([hidden] *)`

/** Waits until the page shows `count` cards (SHOWN_CARDS). */
export async function waitForCards(page: Page, count: number): Promise<void> {
  await page.waitForFunction(([selector, wanted]) => document.querySelectorAll(selector).length === wanted, [SHOWN_CARDS, count] as const)
}

export interface ServedSite {
  server: StaticServer
  browser: Browser
  /** Closes Chromium, then stops the server. */
  close(): Promise<void>
}

/** The site in `root` served on 127.0.0.1, and one Chromium. Used by the hooks below and by the benchmark. */
export async function serveSite(root: string, pathPrefix = ``, options: StaticServerOptions = {}): Promise<ServedSite> {
  const server = await startStaticServer(root, pathPrefix, options)
  const browser = await launchBrowser().catch(async error => {
    await server.close()
    throw error
  })
  return {
    server,
    browser,
    async close() {
      await browser.close()
      await server.close()
    },
  }
}

/**
 * The built site served on 127.0.0.1 and one Chromium for a test file (or a
 * describe block): started before its tests, stopped after them. Read `server`
 * and `browser` inside tests.
 */
export function useBuiltSite(
  root: string,
  pathPrefix = ``,
  options: StaticServerOptions = {},
): { readonly server: StaticServer; readonly browser: Browser } {
  const site = useServedSite()
  beforeAll(() => site.start(root, pathPrefix, options))
  return site
}

/**
 * A server and one Chromium for a site a test file builds itself: started by
 * `start` once the build is done, stopped after the file's (or the describe
 * block's) tests.
 */
export function useServedSite(): {
  readonly server: StaticServer
  readonly browser: Browser
  start(root: string, pathPrefix?: string, options?: StaticServerOptions): Promise<void>
} {
  let served: ServedSite | undefined
  afterAll(() => served?.close())
  return {
    get server() {
      return served?.server as StaticServer
    },
    get browser() {
      return served?.browser as Browser
    },
    async start(root, pathPrefix, options) {
      served = await serveSite(root, pathPrefix, options)
    },
  }
}

/**
 * Runs visits side by side (each mostly waits for the page) and fails with the first failure once every one has
 * ended, so that none is still open when its test is over.
 */
export async function sideBySide(tasks: Promise<unknown>[]): Promise<void> {
  const failed = (await Promise.allSettled(tasks)).find(result => result.status === `rejected`)
  if (failed) throw (failed as PromiseRejectedResult).reason
}
