// The machine's Chromium, launched the same way by everything in the project
// that drives one: the diagrams' drawing (plugins/gatsby-remark-rich-markdown/
// draw-diagrams.js), the browser tests (e2e/support/browser.ts) and the
// benchmark's Lighthouse runs. Plain CommonJS, so the plugin can require it;
// scripts/ensure-chromium.sh installs Debian's when it is missing.

/** Where Chromium is: CHROMIUM_PATH, else Debian's. */
const chromiumPath = () => process.env.CHROMIUM_PATH || `/usr/bin/chromium`

/**
 * Flags for a quiet run that reaches no other host of its own accord: no
 * sandbox (containers run as root), no GPU, no QUIC, no first-run, background
 * or update traffic. The headless flag is the driver's.
 */
const CHROMIUM_ARGS = [
  `--no-sandbox`,
  `--disable-gpu`,
  `--disable-quic`,
  `--no-first-run`,
  `--disable-background-networking`,
  `--disable-component-update`,
  `--disable-sync`,
]

module.exports = { chromiumPath, CHROMIUM_ARGS }
