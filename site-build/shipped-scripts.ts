// The head script (src/head-script.ts) as every page carries it: minified once per build by terser, the minifier
// of the bundles too, so its source stays readable and the page pays only for what runs. gatsby-node.ts hands it to
// the HTML renderer (gatsby-internals/webpack.ts, __HEAD_SCRIPT__) and the Content-Security-Policy hashes the same
// text (site-build/headers/headers.ts).
import { minify_sync } from "terser"
import { headScript } from "../src/head-script"
import type { SplashSettings } from "../src/splash/timing"

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
