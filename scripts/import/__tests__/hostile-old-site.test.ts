/**
 * @jest-environment node
 */
// An old site is someone else's folder: importing it runs none of its code
// and reads nothing outside it. Each case is a post of a site written here.
import { promises as fs } from "fs"
import os from "os"
import path from "path"
import { runImport } from "../run"

const lines = (...all: string[]) => all.join(`\n`)
const MARKER = `MARKER-${process.pid}-outside-the-old-site`

let temp: string
let site: string
let outside: string

beforeEach(async () => {
  temp = await fs.mkdtemp(path.join(os.tmpdir(), `hostile-site-`))
  site = path.join(temp, `site`)
  outside = path.join(temp, `outside`)
  await fs.mkdir(path.join(site, `static`), { recursive: true })
  await fs.mkdir(outside)
  await fs.writeFile(path.join(outside, `secret.png`), MARKER)
  await fs.writeFile(path.join(outside, `secret.md`), lines(`---`, `title: Secret`, `date: 2020-01-01`, `---`, ``, MARKER))
})

afterEach(() => fs.rm(temp, { recursive: true, force: true }))

async function writeSite(files: Record<string, string>): Promise<void> {
  for (const [name, text] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(site, name)), { recursive: true })
    await fs.writeFile(path.join(site, name), text)
  }
}

async function importSite() {
  const printed: string[] = []
  const out = path.join(temp, `out`)
  const code = await runImport({ inputs: [site], out, report: path.join(temp, `report.txt`) }, line => printed.push(line))
  const report = await fs.readFile(path.join(temp, `report.txt`), `utf8`)
  /** The report's lines for one post: its reasons or notes. */
  const reasons = (name: string) => {
    const all = report.split(`\n`)
    const at = all.findIndex(line => line.startsWith(path.relative(process.cwd(), path.join(site, name))))
    if (at === -1) return []
    const end = all.findIndex((line, index) => index > at && !line.startsWith(`  - `))
    return all.slice(at + 1, end === -1 ? undefined : end).map(line => line.slice(4))
  }
  const written: string[] = []
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await fs.readdir(dir, { withFileTypes: true }).catch(() => [])) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) await walk(full)
      else written.push(await fs.readFile(full, `utf8`))
    }
  }
  await walk(out)
  return { code, printed, report, reasons, out, written }
}

const post = (title: string, ...body: string[]) => lines(`---`, `title: ${title}`, `date: 2021-01-01`, `---`, ``, ...body)

describe(`---js front matter is read as data, never run`, () => {
  const ran = () => path.join(temp, `ran.txt`)
  const frontMatter = (...code: string[]) => lines(`---js`, ...code, `---`, ``, `Body.`)

  it(`refuses methods, getters, constructor chains and calls, running none of them`, async () => {
    const escape = `f.constructor("return process")().getBuiltinModule("fs").writeFileSync(${JSON.stringify(ran())}, "ran")`
    await writeSite({
      "own-map.md": frontMatter(
        `{ title: "Map", date: "2021-01-01",`,
        `  tags: (() => { const tags = ["x"]; tags.map = function (f) { ${escape}; return [] }; return tags })() }`,
      ),
      "map-property.md": frontMatter(`{ title: "Map", date: "2021-01-01", tags: { map: function (f) { ${escape} } } }`),
      "getter.md": frontMatter(`{ date: "2021-01-01",`, `  get title() { for (;;) {} } }`),
      "constructor.md": frontMatter(`{ date: "2021-01-01", title: ({}).constructor.constructor("return process")() }`),
      "iife.md": frontMatter(`(function () { ${escape.replace(`f.constructor`, `Function`)} })()`, `const title = "T"`),
      "method.md": frontMatter(`const title = "T"`, `module.exports = { date: "2021-01-01", tags: { map(f) { ${escape} } } }`),
    })
    const { reasons, written } = await importSite()
    await expect(fs.access(ran())).rejects.toThrow()
    expect(written).toEqual([])
    expect(reasons(`own-map.md`)[0]).toMatch(/^its JavaScript front matter has a function call \(line 3\): it is read as data, never run/)
    expect(reasons(`map-property.md`)[0]).toMatch(/has a function \(line 2\)/)
    expect(reasons(`getter.md`)[0]).toMatch(/has a getter \(line 3\)/)
    expect(reasons(`constructor.md`)[0]).toMatch(/has a function call \(line 2\)/)
    expect(reasons(`iife.md`)[0]).toMatch(/has a function call \(line 2\)/)
    expect(reasons(`method.md`)[0]).toMatch(/has a method \(line 3\)/)
  })

  it(`refuses computed keys, spreads, names, templates with values and __proto__`, async () => {
    await writeSite({
      "computed.md": frontMatter(`{ ["ti" + "tle"]: "A", date: "2021-01-01" }`),
      "spread.md": frontMatter(`{ ...globalThis, date: "2021-01-01" }`),
      "name.md": frontMatter(`{ title: process, date: "2021-01-01" }`),
      "template.md": frontMatter(`{ title: \`\${process.exit()}\`, date: "2021-01-01" }`),
      "proto.md": frontMatter(`{ __proto__: { polluted: true }, title: "A", date: "2021-01-01" }`),
    })
    const { reasons } = await importSite()
    expect(reasons(`computed.md`)[0]).toMatch(/has a computed key/)
    expect(reasons(`spread.md`)[0]).toMatch(/has a spread/)
    expect(reasons(`name.md`)[0]).toMatch(/has the name process \(line 2\)/)
    expect(reasons(`template.md`)[0]).toMatch(/has a \$\{…\} in a template string/)
    expect(reasons(`proto.md`)[0]).toMatch(/has a __proto__ key/)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it(`imports the plain data a real Eleventy site writes: an object, module.exports, or declarations`, async () => {
    await writeSite({
      "object.md": frontMatter(
        `{`,
        `  title: "Eleventy post",`,
        `  date: "2021-07-01",`,
        `  tags: ["javascript", 'notes'],`,
        `  eleventyNavigation: { key: "post", order: -2 },`,
        `  description: \`A plain template\`,`,
        `  draft: false,`,
        `}`,
      ),
      "exported.md": frontMatter(`module.exports = { title: "Exported", date: new Date("2021-07-02") };`),
      "declared.md": frontMatter(
        `// The page's data`,
        `const title = "Declared"`,
        `export const date = "2021-07-03"`,
        `let tags = ["a", "b"]`,
      ),
    })
    const { code, written } = await importSite()
    expect(code).toBe(0)
    expect(written).toEqual(
      expect.arrayContaining([
        expect.stringContaining(lines(`title: "Declared"`, `date: 2021-07-03`, `category: "a"`, `tags: [b]`)),
        expect.stringContaining(
          lines(`title: "Eleventy post"`, `date: 2021-07-01`, `category: "javascript"`, `description: "A plain template"`),
        ),
        expect.stringContaining(lines(`title: "Exported"`, `date: 2021-07-02`)),
      ]),
    )
    expect(written).toHaveLength(3)
  })
})

describe(`nothing outside the old site's folder is read`, () => {
  it(`refuses images and files written with ../, %2e%2e/, /../.. and <img src>, and symlinks that lead out`, async () => {
    const secret = path.join(outside, `secret.png`).slice(1)
    await fs.symlink(path.join(outside, `secret.png`), path.join(site, `linked.png`))
    await fs.symlink(outside, path.join(site, `pictures`))
    await fs.symlink(path.join(outside, `secret.md`), path.join(site, `stolen.md`))
    await writeSite({
      "dots.md": post(`Dots`, `![x](${`../`.repeat(30)}${secret})`),
      "encoded.md": post(`Encoded`, `![x](${`%2e%2e/`.repeat(30)}${secret})`),
      "encoded-slash.md": post(`Encoded slash`, `![x](..%2f..%2f..%2f..%2f..%2f..%2f..%2f..%2f..%2f..%2f${secret})`),
      "from-root.md": post(`From root`, `![x](${`/..`.repeat(30)}/${secret})`),
      "html.md": post(`Html`, `<img src="${`../`.repeat(30)}${secret}" alt="x">`),
      "link.md": post(`Link`, `[the file](${`../`.repeat(30)}${secret})`),
      "symlinked-file.md": post(`Symlinked file`, `![x](./linked.png)`),
      "symlinked-folder.md": post(`Symlinked folder`, `![x](pictures/secret.png)`),
      "fine.md": post(`Fine`, `![x](./images/fine.png)`),
      "images/fine.png": `a picture`,
    })
    const { reasons, written, printed } = await importSite()
    expect(written.join(`\n`)).not.toContain(MARKER)
    const leaves = (address: string) => [
      expect.stringMatching(new RegExp(`^"${escape(address)}" leads outside the old site's folder \\(nothing outside `)),
    ]
    expect(reasons(`dots.md`)).toEqual(leaves(`${`../`.repeat(30)}${secret}`))
    expect(reasons(`encoded.md`)).toEqual(leaves(`${`%2e%2e/`.repeat(30)}${secret}`))
    expect(reasons(`encoded-slash.md`)).toEqual(leaves(`..%2f..%2f..%2f..%2f..%2f..%2f..%2f..%2f..%2f..%2f${secret}`))
    expect(reasons(`from-root.md`)).toEqual(leaves(`${`/..`.repeat(30)}/${secret}`))
    expect(reasons(`html.md`)).toEqual(leaves(`${`../`.repeat(30)}${secret}`))
    expect(reasons(`link.md`)).toEqual(leaves(`${`../`.repeat(30)}${secret}`))
    expect(reasons(`symlinked-file.md`)).toEqual([
      expect.stringMatching(/^"\.\/linked\.png" is a symlink to outside the old site's folder \(.*linked\.png;/),
    ])
    expect(reasons(`symlinked-folder.md`)).toEqual([
      expect.stringMatching(/^"pictures\/secret\.png" is a symlink to outside the old site's folder/),
    ])
    expect(reasons(`stolen.md`)).toEqual([
      expect.stringMatching(/^it is a symlink to a file outside the old site's folder \(nothing outside .* is read/),
    ])
    expect(printed).toContainEqual(expect.stringMatching(/^not imported {2}.*stolen\.md: it is a symlink to a file outside/))
    expect(reasons(`fine.md`)).toEqual([expect.stringMatching(/^category/), `1 file(s) copied`])
    expect(written).toEqual(expect.arrayContaining([expect.stringContaining(`![x](./images/fine.png)`), `a picture`]))
    expect(written).toHaveLength(2)
  })

  it(`copies the file a symlink inside the folder names, and a Jekyll page's ../../ path from the site's root`, async () => {
    await writeSite({ "_posts/2016-04-19-dated.md": post(`Dated`, `![x](../../images/a.png) ![y](./alias.png) [About](../../about/)`) })
    await writeSite({ "images/a.png": `picture a` })
    await fs.symlink(path.join(site, `images`, `a.png`), path.join(site, `_posts`, `alias.png`))
    const { code, written } = await importSite()
    expect(code).toBe(0)
    // The symlink and the file it names are one file, copied once.
    expect(written).toEqual(expect.arrayContaining([expect.stringContaining(`![x](./a.png) ![y](./a.png) About`), `picture a`]))
    expect(written).toHaveLength(2)
  })

  it(`drops an old address that, decoded, leads out of the site's paths, naming it`, async () => {
    await writeSite({
      "moved.md": lines(
        `---`,
        `title: Moved`,
        `date: 2021-01-01`,
        `aliases: ["/%2e%2e/%2e%2e/x/", "/old/kept/", "/%2F%2Fevil.example/"]`,
        `permalink: /a/%2E%2E/../y/`,
        `---`,
        ``,
        `Text.`,
      ),
    })
    const { reasons, written } = await importSite()
    expect(reasons(`moved.md`)).toEqual(
      expect.arrayContaining([
        `old address "/%2e%2e/%2e%2e/x/" left out: decoded, it reads "/../../x/": a . or .. part could lead out of the site`,
        `old address "/%2F%2Fevil.example/" left out: decoded, it reads "///evil.example/": another site's address`,
        `old address "/a/%2E%2E/../y/" left out: decoded, it reads "/a/../../y/": a . or .. part could lead out of the site`,
      ]),
    )
    expect(written).toEqual([expect.stringContaining(`aliases: [/old/kept/]`)])
  })
})

describe(`nothing active is brought in`, () => {
  it(`names a post whose body would run code, and an SVG that would, and imports neither`, async () => {
    await writeSite({
      "wrapped.md": post(`Wrapped`, '<div title="`"><script src="./payload.js"></script>`"></div>'),
      "linked.md": post(`Linked`, `[Click](javascript:alert(1))`),
      "drawn.md": post(`Drawn`, `![A drawing](./drawing.svg)`),
      "drawing.svg": `<svg xmlns="http://www.w3.org/2000/svg">\n<circle r="1" onload="alert(1)"/></svg>`,
      "clean.md": post(`Clean`, `![A dot](./dot.svg)`),
      "dot.svg": `<svg xmlns="http://www.w3.org/2000/svg"><circle r="1"/></svg>`,
    })
    const { reasons, written } = await importSite()
    expect(reasons(`wrapped.md`)).toEqual([`body line 1: a <script> element: a post cannot run scripts`])
    expect(reasons(`linked.md`)).toEqual([`body line 1: a javascript: address (href= on <a>): a post cannot run scripts`])
    expect(reasons(`drawn.md`)).toEqual([
      `${path.relative(process.cwd(), path.join(site, `drawing.svg`))} line 2: an event handler (onload= on <circle>) (clean the SVG and import again)`,
    ])
    expect(written.some(text => /onload|script|javascript/.test(text))).toBe(false)
    expect(written).toHaveLength(2)
  })
})

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, `\\$&`)
}

it(`reads a post named on its own as part of the folder that holds its own, and nothing above`, async () => {
  await writeSite({
    "blog/images/a.png": `an image beside the posts`,
    "blog/kept/index.md": lines(`---`, `title: Kept`, `date: 2020-01-01`, `---`, ``, `![An image](../images/a.png)`),
    "blog/climbs/index.md": lines(`---`, `title: Climbs`, `date: 2020-01-01`, `---`, ``, `![A secret](../../../outside/secret.png)`),
  })
  const out = path.join(temp, `out`)
  const run = (name: string) => runImport({ inputs: [path.join(site, name)], out, report: path.join(temp, `report.txt`) }, () => {})
  await expect(run(`blog/kept/index.md`)).resolves.toBe(0)
  await expect(run(`blog/climbs/index.md`)).resolves.toBe(1)
  const files = await fs.readdir(out, { recursive: true })
  expect(files.some(name => String(name).endsWith(`a.png`))).toBe(true)
  expect(files.some(name => String(name).includes(`secret`))).toBe(false)
})
