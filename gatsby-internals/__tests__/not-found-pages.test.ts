import { promises as fs } from "fs"
import os from "os"
import path from "path"
import { drawNotFoundPagesUnder } from "../not-found-pages"

describe(`drawNotFoundPagesUnder`, () => {
  let dir: string
  const file = () => path.join(dir, `page-data`, `sw`, `404.html`, `page-data.json`)
  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), `not-found-pages-`))
    await fs.mkdir(path.dirname(file()), { recursive: true })
  })
  afterEach(() => fs.rm(dir, { recursive: true, force: true }))

  it(`gives a language's 404 page the matchPath of its addresses, keeping the rest of its page data`, async () => {
    const data = { componentChunkName: `component---src-pages-404-tsx`, path: `/sw/404.html`, result: { pageContext: { lang: `sw` } } }
    await fs.writeFile(file(), JSON.stringify(data))
    await drawNotFoundPagesUnder(dir, [{ path: `/sw/404.html`, under: `/sw` }])
    await drawNotFoundPagesUnder(dir, [{ path: `/sw/404.html`, under: `/sw` }])
    expect(JSON.parse(await fs.readFile(file(), `utf8`))).toEqual({ ...data, matchPath: `/sw/*` })
  })

  it(`stops when the page data is missing or of another page`, async () => {
    await expect(drawNotFoundPagesUnder(dir, [{ path: `/sw/404.html`, under: `/sw` }])).rejects.toThrow(/ENOENT/)
    await fs.writeFile(file(), JSON.stringify({ path: `/sw/tags` }))
    await expect(drawNotFoundPagesUnder(dir, [{ path: `/sw/404.html`, under: `/sw` }])).rejects.toThrow(
      /of \/sw\/tags, not of \/sw\/404.html/,
    )
  })
})
