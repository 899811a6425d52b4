import { promises as fs } from "node:fs"
import os from "node:os"
import path from "node:path"
import { copyWithoutScripts, withoutScriptFiles } from "../without-scripts.mjs"

const PAGE =
  `<html><head><script>document.documentElement.dataset.theme="dark"</script><script type="application/ld+json">{}</script></head>` +
  `<body><div id="___gatsby"><h1>Hi</h1></div><script id="gatsby-script-loader">window.pagePath="/"</script>` +
  `<script src="/webpack-runtime-1.js" async=""></script><script src="/framework-2.js" async></script>` +
  `<script src="/app-3.js" async></script></body></html>`

describe(`withoutScriptFiles`, () => {
  it(`takes out every script file and keeps the inline scripts and the content`, () => {
    expect(withoutScriptFiles(PAGE)).toBe(
      `<html><head><script>document.documentElement.dataset.theme="dark"</script><script type="application/ld+json">{}</script></head>` +
        `<body><div id="___gatsby"><h1>Hi</h1></div><script id="gatsby-script-loader">window.pagePath="/"</script></body></html>`,
    )
  })
})

describe(`copyWithoutScripts`, () => {
  let site
  beforeEach(async () => {
    site = await fs.mkdtemp(path.join(os.tmpdir(), `site-`))
    await fs.mkdir(path.join(site, `post`, `a`), { recursive: true })
    await fs.writeFile(path.join(site, `index.html`), PAGE)
    await fs.writeFile(path.join(site, `post`, `a`, `index.html`), PAGE)
    await fs.writeFile(path.join(site, `app-3.js`), `console.log(1)`)
  })
  afterEach(() => fs.rm(site, { recursive: true, force: true }))

  it(`copies the site and strips the script files from the pages asked for only`, async () => {
    const { dir: copy, remove } = await copyWithoutScripts(site, [`/`])
    try {
      await expect(fs.readFile(path.join(copy, `index.html`), `utf8`)).resolves.not.toContain(`<script src`)
      await expect(fs.readFile(path.join(copy, `post`, `a`, `index.html`), `utf8`)).resolves.toBe(PAGE)
      await expect(fs.readFile(path.join(copy, `app-3.js`), `utf8`)).resolves.toBe(`console.log(1)`)
      await expect(fs.readFile(path.join(site, `index.html`), `utf8`)).resolves.toBe(PAGE)
    } finally {
      await remove()
    }
    await expect(fs.stat(copy)).rejects.toThrow()
  })

  it(`names a page that is missing, or that loads no script, and leaves no copy behind`, async () => {
    const before = (await fs.readdir(os.tmpdir())).filter(name => name.startsWith(`site-without-scripts-`)).length
    await expect(copyWithoutScripts(site, [`/post/b`])).rejects.toThrow(
      `No ${path.join(site, `post`, `b`, `index.html`)}: cannot measure that page without its scripts`,
    )
    await fs.writeFile(path.join(site, `post`, `a`, `index.html`), `<h1>No scripts</h1>`)
    await expect(copyWithoutScripts(site, [`/post/a`])).rejects.toThrow(`loads no script file`)
    expect((await fs.readdir(os.tmpdir())).filter(name => name.startsWith(`site-without-scripts-`)).length).toBe(before)
  })
})
