/** @jest-environment node */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "fs"
import os from "os"
import path from "path"
import { stylesheetDigest } from "../stylesheet-digest"

describe(`stylesheetDigest`, () => {
  let root: string
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    writeFileSync(path.join(root, file), text)
  }
  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), `digest-`))
    write(`src/styles/global.css`, `body { color: black; }`)
    write(`src/components/card.module.css`, `.card { padding: 1rem; }`)
    write(`src/components/card.tsx`, `export const Card = 1`)
    write(`package-lock.json`, `{}`)
  })
  afterEach(() => rmSync(root, { recursive: true, force: true }))

  it(`stays the same while nothing the CSS is made from changes`, () => {
    const before = stylesheetDigest(root)
    write(`src/components/card.tsx`, `export const Card = 2`)
    write(`content/posts/new.md`, `# New`)
    expect(stylesheetDigest(root)).toBe(before)
  })

  it.each([
    [`a CSS module`, `src/components/card.module.css`, `.card { padding: 2rem; }`],
    [`a global stylesheet`, `src/styles/global.css`, `body { color: navy; }`],
    [`a new stylesheet`, `src/splash/splash.module.css`, `.splash { opacity: 1; }`],
    [`the locked packages`, `package-lock.json`, `{ "lockfileVersion": 3 }`],
  ])(`changes with %s`, (_name, file, text) => {
    const before = stylesheetDigest(root)
    write(file, text)
    expect(stylesheetDigest(root)).not.toBe(before)
  })
})
