// The inline scripts every page carries, as it carries them: the head script (src/head-script.ts) and the one that
// starts the page's scripts (gatsby-internals/browser/script-start.ts), minified once per build by terser, the
// bundles' minifier too, so their sources stay readable and a page pays only for what runs. gatsby-node.ts hands
// them to the HTML renderer (gatsby-internals/webpack.ts, __INLINE_SCRIPTS__) and the Content-Security-Policy
// hashes the same text (site-build/headers/headers.ts).
import { minify_sync } from "terser"
import { headScript } from "../src/head-script"
import { START_SCRIPTS } from "../gatsby-internals/browser/script-start"
import type { SplashSettings } from "../src/splash/timing"

export interface InlineScripts {
  head: string
  start: string
}

const minified = new Map<string, string>()

/** `source`, a script that stands alone, minified; the same text for the same source. */
export function minifiedScript(source: string): string {
  let code = minified.get(source)
  if (code === undefined) {
    code = minify_sync(source, { compress: { passes: 2 }, format: { ascii_only: true } }).code
    if (!code) throw new Error(`terser returned no code for an inline script: ${source.slice(0, 80)}…`)
    minified.set(source, code)
  }
  return code
}

/** The head script every page carries. */
export function shippedHeadScript(splash?: SplashSettings): string {
  return minifiedScript(headScript(splash))
}

/** Both scripts, as the renderer writes them into every page. */
export function shippedScripts(): InlineScripts {
  return { head: shippedHeadScript(), start: minifiedScript(START_SCRIPTS) }
}
