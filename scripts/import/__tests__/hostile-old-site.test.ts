/**
 * @jest-environment node
 */
// An old site is someone else's folder: importing it runs none of its code
// and reads nothing outside it. Each case is a post of a site written here.
import { promises as fs } from "fs"
import path from "path"
import { runImport } from "../run"
import { importSite, lines, MARKER, post, withFreshOldSite, where, writeSite } from "../test-support/old-site"

withFreshOldSite()

describe(`nothing outside the old site's folder is read`, () => {
  it(`refuses images and files written with ../, %2e%2e/, /../.. and <img src>, and symlinks that lead out`, async () => {
    const secret = path.join(where.outside, `secret.png`).slice(1)
    await fs.symlink(path.join(where.outside, `secret.png`), path.join(where.site, `linked.png`))
    await fs.symlink(where.outside, path.join(where.site, `pictures`))
    await fs.symlink(path.join(where.outside, `secret.md`), path.join(where.site, `stolen.md`))
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
    await fs.symlink(path.join(where.site, `images`, `a.png`), path.join(where.site, `_posts`, `alias.png`))
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
      `${path.relative(process.cwd(), path.join(where.site, `drawing.svg`))} line 2: ` +
        `an event handler (onload= on <circle>) (clean the SVG and import again)`,
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
  const out = path.join(where.temp, `out`)
  const run = (name: string) =>
    runImport({ inputs: [path.join(where.site, name)], out, report: path.join(where.temp, `report.txt`) }, () => {})
  await expect(run(`blog/kept/index.md`)).resolves.toBe(0)
  await expect(run(`blog/climbs/index.md`)).resolves.toBe(1)
  const files = await fs.readdir(out, { recursive: true })
  expect(files.some(name => String(name).endsWith(`a.png`))).toBe(true)
  expect(files.some(name => String(name).includes(`secret`))).toBe(false)
})
