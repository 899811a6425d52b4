// A warm build, as an owner's second `npm run build` or a deploy that keeps
// Gatsby's cache runs it: pages whose data did not change are not rendered
// again, yet a change to the CSS alone reaches every page's inlined styles
// (gatsby-internals/stylesheet-digest.ts).
import { promises as fs } from "fs"
import path from "path"
import { htmlFiles } from "../site-build/headers/headers"
import { createTempSite, type TempSite } from "./support/temp-site"

// Three builds of the sample site, each a minute or two on a shared machine.
jest.setTimeout(600_000)

const FOOTER_CSS = `src/components/footer.module.css`
const MARKER = `padding:31px 17px`

let temp: TempSite

beforeAll(async () => {
  temp = await createTempSite(`warm`)
  const cold = await temp.build()
  if (cold.code !== 0) throw new Error(`The cold build failed:\n${cold.output.slice(-4000)}`)
})
afterAll(() => temp?.remove())

/** Every prebuilt page of the copy that inlines styles, with the CSS it inlines. */
async function inlinedCss(dir: string): Promise<Map<string, string>> {
  const pages = new Map<string, string>()
  for (const file of await htmlFiles(dir)) {
    const styles = [...(await fs.readFile(file, `utf8`)).matchAll(/<style data-href="[^"]+"[^>]*>([\s\S]*?)<\/style>/g)].map(
      match => match[1],
    )
    if (styles.length > 0) pages.set(path.relative(dir, file), styles.join(``))
  }
  return pages
}

it(`renders no page again when nothing changed`, async () => {
  const warm = await temp.build()
  expect(warm.code).toBe(0)
  expect(warm.lines).toContain(`info There are no new or changed html files to build.`)
  // The same compilation hash in every page, so none is read again for the Content-Security-Policy (gatsby-internals/webpack.ts).
  expect(warm.output).toMatch(/;\s+0\s+of\s+\d+\s+page\(s\)\s+read\s+anew/)
})

it(`puts a stylesheet's change into every page's inlined CSS`, async () => {
  const css = await fs.readFile(path.join(temp.dir, FOOTER_CSS), `utf8`)
  const changed = css.replace(/(\.footer \{[^}]*?)padding: [^;]+;/, `$1padding: 31px 17px;`)
  expect(changed).not.toBe(css)
  await temp.write(FOOTER_CSS, changed)

  const warm = await temp.build()
  expect(warm.code).toBe(0)
  const pages = await inlinedCss(temp.publicDir)
  expect(pages.size).toBeGreaterThan(20)
  const stale = [...pages].filter(([, styles]) => !styles.includes(MARKER)).map(([file]) => file)
  expect(stale).toEqual([])
})
