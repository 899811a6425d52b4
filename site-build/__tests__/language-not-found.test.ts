import { promises as fs } from "fs"
import os from "os"
import path from "path"
import { notFoundRules, writeNotFoundRedirects } from "../language-not-found"
import { siteConfig } from "../../src/site-config"

it(`sends each other language's unknown addresses to its 404 page, under the path prefix`, () => {
  expect(notFoundRules(``, [`sw`, `pt-BR`])).toEqual([`/sw/*  /sw/404.html  404`, `/pt-BR/*  /pt-BR/404.html  404`])
  expect(notFoundRules(`/blog`, [`ar`])).toEqual([`/blog/ar/*  /blog/ar/404.html  404`])
  expect(notFoundRules(``, [])).toEqual([])
})

describe(`writeNotFoundRedirects`, () => {
  let dir: string
  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), `language-not-found-`))
  })
  afterEach(() => fs.rm(dir, { recursive: true, force: true }))
  const read = () => fs.readFile(path.join(dir, `_redirects`), `utf8`)

  const several = siteConfig.otherLanguages.length > 0
  ;(several ? it : it.skip)(`writes on Netlify only, after the owner's rules, once however often it builds`, async () => {
    await expect(writeNotFoundRedirects(``, {}, dir)).resolves.toBe(0)
    await expect(fs.stat(path.join(dir, `_redirects`))).rejects.toThrow(/ENOENT/)

    await fs.writeFile(path.join(dir, `_redirects`), `/old-post  /post/new  301\n`)
    await expect(writeNotFoundRedirects(``, { NETLIFY: `true` }, dir)).resolves.toBe(siteConfig.otherLanguages.length)
    await writeNotFoundRedirects(``, { NETLIFY: `true` }, dir)
    const lines = (await read()).split(`\n`)
    expect(lines[0]).toBe(`/old-post  /post/new  301`)
    expect(lines.filter(line => line.endsWith(`404`))).toEqual(notFoundRules(``))
  })
})
