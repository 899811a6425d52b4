// A privacy-friendly visitor counter, only when the site config names one
// (analytics in src/site-config.ts): its script is added once the page has
// been drawn and the browser is idle, never when the reader's browser asks
// not to be tracked. The build lets its origins through the
// Content-Security-Policy (analyticsOrigins); while the setting is null, the
// browser bundles hold ./analytics-off.ts in place of this file.
import { siteConfig } from "../site-config"

export interface AnalyticsSettings {
  /** Which counter: Plausible, Umami or GoatCounter, on their servers or yours. */
  provider: `plausible` | `umami` | `goatcounter`
  /**
   * The counter's script: https://plausible.io/js/script.js, https://cloud.umami.is/script.js,
   * https://gc.zgo.at/count.js, or the same file on your own server.
   */
  script: string
  /**
   * What the counter knows the site by: Plausible's domain (jumakip.example.com), Umami's website id, or
   * GoatCounter's endpoint (https://you.goatcounter.com/count).
   */
  site: string
}

/** The origins the counter needs, by Content-Security-Policy directive: its script, and where it sends a visit. */
export function analyticsOrigins(settings: AnalyticsSettings | null): { script: string[]; connect: string[]; img: string[] } {
  if (!settings) return { script: [], connect: [], img: [] }
  const script = new URL(settings.script).origin
  // Plausible and Umami send to their script's server; GoatCounter to its endpoint, as a request or an image.
  if (settings.provider !== `goatcounter`) return { script: [script], connect: [script], img: [] }
  const endpoint = new URL(settings.site).origin
  return { script: [script], connect: [endpoint], img: [endpoint] }
}

/** Whether the reader's browser asks sites not to track it (Do Not Track, or Global Privacy Control). */
export function asksNotToTrack(browser: { doNotTrack?: string | null; globalPrivacyControl?: boolean }): boolean {
  return browser.doNotTrack === `1` || browser.doNotTrack === `yes` || browser.globalPrivacyControl === true
}

/** The script element's attributes, as each counter reads them. */
export function counterAttributes(settings: AnalyticsSettings): Record<string, string> {
  if (settings.provider === `plausible`) return { src: settings.script, "data-domain": settings.site }
  if (settings.provider === `umami`) return { src: settings.script, "data-website-id": settings.site }
  return { src: settings.script, "data-goatcounter": settings.site }
}

/** Adds the counter's script, unless the reader asks not to be tracked. Called once the first page is drawn. */
export function startAnalytics(): void {
  const settings = siteConfig.analytics
  if (!settings || asksNotToTrack(navigator as Navigator & { globalPrivacyControl?: boolean })) return
  const script = document.createElement(`script`)
  for (const [name, value] of Object.entries(counterAttributes(settings))) script.setAttribute(name, value)
  script.async = true
  document.head.appendChild(script)
}

/** A page reached in the app: Plausible and Umami follow the address themselves; GoatCounter is told. */
export function countPage(): void {
  if (siteConfig.analytics?.provider !== `goatcounter`) return
  const counter = (window as Window & { goatcounter?: { count?: (page: { path: string }) => void } }).goatcounter
  counter?.count?.({ path: location.pathname + location.search })
}

/** Every problem of the settings, each naming the setting: the build and `npm run check` refuse them. */
export function analyticsProblems(settings: AnalyticsSettings | null): { field: string; message: string }[] {
  if (!settings) return []
  const problems: { field: string; message: string }[] = []
  if (![`plausible`, `umami`, `goatcounter`].includes(settings.provider))
    problems.push({ field: `analytics.provider`, message: `"${settings.provider}" must be plausible, umami or goatcounter` })
  if (!isHttps(settings.script)) problems.push({ field: `analytics.script`, message: `"${settings.script}" must be an https:// address` })
  if (settings.provider === `goatcounter` ? !isHttps(settings.site) : !settings.site?.trim())
    problems.push({
      field: `analytics.site`,
      message:
        settings.provider === `goatcounter`
          ? `"${settings.site ?? ``}" must be your GoatCounter endpoint, such as https://you.goatcounter.com/count`
          : `is empty: give the ${settings.provider === `plausible` ? `domain` : `website id`} the counter knows the site by`,
    })
  return problems
}

export function isHttps(value: string | undefined): boolean {
  try {
    return new URL(value ?? ``).protocol === `https:`
  } catch {
    return false
  }
}
