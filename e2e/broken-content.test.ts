// Broken content, built for real in temporary copies: a missing title, a data
// field of the wrong type, file names that cannot be addresses, and data files
// that are not JSON stop the build with one plain line per problem.
import { promises as fs } from "fs"
import path from "path"
import { createTempSite, markdownPost as post, type BuildResult, type TempSite } from "./support/temp-site"

// Each build takes about a minute on a shared machine.
jest.setTimeout(300_000)

describe(`broken content`, () => {
  let site: TempSite
  let result: BuildResult

  beforeAll(async () => {
    site = await createTempSite(`bad-content`)
    await site.write(`content/posts/no-title.md`, post({ date: `2024-03-01`, category: `Edge Cases` }, `A post without its title.`))
    const projects = JSON.parse(await fs.readFile(path.join(site.dir, `content/data/projects.json`), `utf8`))
    projects[2].tech = `Rust, Actix`
    await site.write(`content/data/projects.json`, JSON.stringify(projects, null, 2))
    const valid = { date: `2024-03-01`, category: `Edge Cases` }
    await site.write(`content/posts/c#-tips.md`, post({ ...valid, title: `C# tips` }, `Tips.`))
    await site.write(`content/posts/100%-done.md`, post({ ...valid, title: `Done` }, `Done.`))
    await site.write(`content/posts/Hello.md`, post({ ...valid, title: `Hello` }, `One.`))
    await site.write(`content/posts/hello/index.md`, post({ ...valid, title: `hello` }, `Two.`))
    result = await site.build()
  })

  afterAll(() => site?.remove())

  it(`fails the build`, () => {
    expect(result.code).not.toBe(0)
  })

  it(`names each problem on one line, with its file and field`, () => {
    // Gatsby's reporter may put the level first ("error content/…").
    const about = (file: string) => result.lines.filter(line => line.includes(file)).map(line => line.replace(/^error\s+/i, ``))
    expect(about(`content/posts/no-title.md`)).toEqual([`content/posts/no-title.md: title: is missing`])
    expect(about(`content/data/projects.json`)).toEqual([
      `content/data/projects.json: [2].tech: must be a list of strings, not "Rust, Actix"`,
    ])
  })

  it(`refuses a file name that cannot be one address, naming the name to use, and names that differ only in case`, () => {
    const about = (file: string) => result.lines.filter(line => line.includes(`${file}: slug`)).map(line => line.replace(/^error\s+/i, ``))
    const rule = `(the file or folder name) may only hold letters, digits, -, _ and . inside it`
    expect(about(`content/posts/c#-tips.md`)).toEqual([
      `content/posts/c#-tips.md: slug: "c#-tips" ${rule}; rename it to content/posts/c-sharp-tips.md`,
    ])
    expect(about(`content/posts/100%-done.md`)).toEqual([
      `content/posts/100%-done.md: slug: "100%-done" ${rule}; rename it to content/posts/100-done.md`,
    ])
    expect(about(`content/posts/hello/index.md`)).toEqual([
      `content/posts/hello/index.md: slug: "hello" is already used by content/posts/Hello.md ` +
        `(as "Hello": addresses differing only in case are one address on many hosts)`,
    ])
  })

  it(`prints each problem as one plain line, without Gatsby's "ERROR UNKNOWN" banner`, () => {
    expect(result.lines.filter(line => /ERROR\s+UNKNOWN/.test(line))).toEqual([])
  })
})

describe(`a data file that is not JSON`, () => {
  let site: TempSite
  let result: BuildResult

  beforeAll(async () => {
    site = await createTempSite(`bom-data`)
    const work = await fs.readFile(path.join(site.dir, `content/data/work.json`), `utf8`)
    await site.write(`content/data/work.json`, `\uFEFF${work}`)
    await site.write(`content/data/socials.json`, `[\n  { "id": "x", }\n]\n`)
    result = await site.build()
  })

  afterAll(() => site?.remove())

  it(`fails the build before Gatsby reads it, saying where and why`, () => {
    expect(result.code).not.toBe(0)
    const about = (file: string) => result.lines.filter(line => line.includes(file)).map(line => line.replace(/^error\s+/i, ``))
    expect(about(`content/data/work.json`)).toEqual([
      `content/data/work.json: (file): starts with a byte-order mark (BOM), which JSON does not allow; save the file as UTF-8 without BOM`,
    ])
    expect(about(`content/data/socials.json`)).toEqual([
      expect.stringMatching(/^content\/data\/socials\.json: \(file\): is not valid JSON at line 2, column \d+: /),
    ])
    expect(result.lines.filter(line => /Unable to parse JSON/.test(line))).toEqual([])
  })
})
