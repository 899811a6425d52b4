import { launchBrowser } from "./e2e/support/browser"
import { startStaticServer } from "./e2e/support/static-server"
async function main() {
  const [path, name, ...sels] = process.argv.slice(2)
  const server = await startStaticServer(`public`)
  const browser = await launchBrowser()
  for (const theme of [`light`, `dark`]) for (const width of [390, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } })
    await context.addInitScript(([t]) => { localStorage.setItem(`theme`, t); localStorage.setItem(`splash-seen-at`, String(Date.now())) }, [theme])
    const page = await context.newPage()
    page.on(`console`, m => { if (m.type() === `error` || m.type() === `warning`) console.log(theme, width, m.text()) })
    await page.goto(`${server.url}${path}`)
    await page.waitForTimeout(500)
    let i = 0
    for (const sel of sels) { await page.locator(sel).first().screenshot({ path: `/tmp/shots/${name}-${i++}-${theme}-${width}.png` }) }
    await context.close()
  }
  await browser.close(); await server.close()
}
main()
