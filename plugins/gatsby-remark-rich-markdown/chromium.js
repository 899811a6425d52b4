// The machine's Chromium, launched the same way by everything in the project
// that drives one: this plugin's drawing of diagrams (draw-diagrams.js), the
// browser tests (e2e/support/browser.ts) and the benchmark. It lives with the
// plugin, the lowest layer that needs it, so the plugin imports nothing from
// the layers above; plain CommonJS, so the plugin can require it.
// scripts/ensure-chromium.sh installs Debian's packages when they are missing.

const fs = require(`fs`)

/** Debian's chromium: the browser a visitor runs, which the benchmark drives. */
const BROWSER = `/usr/bin/chromium`
/**
 * Debian's chromium-headless-shell: the same Chromium release and engine without the desktop browser's windowing,
 * the build Playwright itself runs headless. A new page costs it about a fifth of the CPU the full browser spends
 * in headless mode, which on two cores is most of what a browser test waits for.
 */
const HEADLESS_SHELL = `/usr/bin/chromium-headless-shell`

/** Where the Chromium for headless work is: CHROMIUM_PATH, else Debian's headless shell, else Debian's chromium. */
const chromiumPath = () => process.env.CHROMIUM_PATH || (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : BROWSER)

/** Where the full browser is: CHROMIUM_PATH, else Debian's chromium. */
const browserPath = () => process.env.CHROMIUM_PATH || BROWSER

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

module.exports = { chromiumPath, browserPath, CHROMIUM_ARGS }
