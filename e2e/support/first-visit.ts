// What a first visit downloads, as Chromium loads the page: every response from
// navigation until the load event and a short idle after it, each body gzipped
// at level 9 as a static host would send it. Shared by the budget test
// (e2e/budget.test.ts) and the benchmark (bench/run.mjs).
import { constants, gzipSync } from "zlib"
import type { Browser, Response } from "playwright-core"
import { visit } from "./browser"

/** js: executed scripts; data: page-data and other fetched JSON; prefetch: Gatsby's link prefetching. */
export type AssetKind = `js` | `css` | `html` | `data` | `image` | `prefetch` | `other`

export interface Asset {
  url: string
  kind: AssetKind
  bytes: number
  gzipBytes: number
}

export interface Total {
  count: number
  bytes: number
  gzipBytes: number
}

export interface FirstVisit {
  url: string
  assets: Asset[]
  totals: Record<AssetKind, Total>
}

/** At most this much JavaScript (gzip) on a first visit to any page but the home page; gatsby-starter-blog sends about 97 KB. */
export const FIRST_VISIT_JS_BUDGET = 72 * 1024
/** The home page's, tighter: it is the page most visitors land on first. */
export const HOME_FIRST_VISIT_JS_BUDGET = 70 * 1024

/** The first-visit JavaScript budget of the page at `pagePath` (without the site's path prefix). */
export function firstVisitJsBudget(pagePath: string): number {
  return pagePath === `/` ? HOME_FIRST_VISIT_JS_BUDGET : FIRST_VISIT_JS_BUDGET
}

const KINDS: AssetKind[] = [`js`, `css`, `html`, `data`, `image`, `prefetch`, `other`]

/** Opens `url` in a fresh context, as a returning visitor so the splash does not hold the page. */
export async function measureFirstVisit(browser: Browser, url: string, { idleMs = 1000 } = {}): Promise<FirstVisit> {
  const session = await visit(browser, { skipSplash: true })
  const pending: Promise<Asset | null>[] = []
  session.page.on(`response`, response => pending.push(toAsset(response)))
  try {
    await session.page.goto(url, { waitUntil: `load` })
    await session.page.waitForTimeout(idleMs)
    const assets = (await Promise.all(pending)).filter((asset): asset is Asset => asset !== null)
    return { url, assets, totals: sumByKind(assets) }
  } finally {
    await session.close()
  }
}

async function toAsset(response: Response): Promise<Asset | null> {
  const body = await response.body().catch(() => null)
  if (!body) return null
  return {
    url: response.url(),
    kind: kindOf(response),
    bytes: body.length,
    gzipBytes: gzipSync(body, { level: constants.Z_BEST_COMPRESSION }).length,
  }
}

function kindOf(response: Response): AssetKind {
  const type = response.request().resourceType()
  if (type === `script`) return `js`
  if (type === `stylesheet`) return `css`
  if (type === `document`) return `html`
  if (type === `image`) return `image`
  if (type === `fetch` || type === `xhr`) return `data`
  // <link rel="prefetch">: fetched at the lowest priority for a later navigation, not run.
  if (type === `other` && response.request().headers()[`purpose`] === `prefetch`) return `prefetch`
  return `other`
}

function sumByKind(assets: Asset[]): Record<AssetKind, Total> {
  const totals = Object.fromEntries(KINDS.map(kind => [kind, { count: 0, bytes: 0, gzipBytes: 0 }])) as Record<AssetKind, Total>
  for (const { kind, bytes, gzipBytes } of assets) {
    totals[kind].count += 1
    totals[kind].bytes += bytes
    totals[kind].gzipBytes += gzipBytes
  }
  return totals
}

/** Kilobytes (1,024 bytes) with one decimal, as the budgets are written. */
export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`
}
