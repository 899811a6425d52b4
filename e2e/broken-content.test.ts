// Broken content, in the broken fixture site: a missing title, a data field of
// the wrong type, file names that cannot be addresses, and data files that are
// not JSON are each named with one plain line, by npm run check and by the
// build, which stops (e2e/writing-tools.test.ts proves the two say the same).
import { fixtureBuild } from "./support/fixture-sites"
import { linesAbout } from "./fixtures/broken-site"

let broken: Awaited<ReturnType<typeof fixtureBuild<`broken`>>>
beforeAll(async () => {
  broken = await fixtureBuild(`broken`)
}, 600_000)

const about = (file: string) => linesAbout(broken.notes.check.lines, file)

describe(`broken content`, () => {
  it(`fails the build`, () => {
    expect(broken.result.code).not.toBe(0)
  })

  it(`names each problem on one line, with its file and field`, () => {
    expect(about(`content/posts/no-title.md`)).toEqual([`content/posts/no-title.md: title: is missing`])
    expect(about(`content/data/projects.json: [2]`)).toEqual([
      `content/data/projects.json: [2].tech: must be a list of strings, not "Rust, Actix"`,
    ])
  })

  it(`refuses a file name that cannot be one address, naming the name to use, and names that differ only in case`, () => {
    const slugOf = (file: string) => about(`${file}: slug`)
    const rule = `(the file or folder name) may only hold letters, digits, -, _ and . inside it`
    expect(slugOf(`content/posts/c#-tips.md`)).toEqual([
      `content/posts/c#-tips.md: slug: "c#-tips" ${rule}; rename it to content/posts/c-sharp-tips.md`,
    ])
    expect(slugOf(`content/posts/100%-done.md`)).toEqual([
      `content/posts/100%-done.md: slug: "100%-done" ${rule}; rename it to content/posts/100-done.md`,
    ])
    expect(slugOf(`content/posts/hello/index.md`)).toEqual([
      `content/posts/hello/index.md: slug: "hello" is already used by content/posts/Hello.md ` +
        `(as "Hello": addresses differing only in case are one address on many hosts)`,
    ])
  })

  it(`prints each problem as one plain line, without Gatsby's "ERROR UNKNOWN" banner`, () => {
    expect(broken.result.lines.filter(line => /ERROR\s+UNKNOWN/.test(line))).toEqual([])
  })
})

describe(`a data file that is not JSON`, () => {
  it(`fails the build before Gatsby reads it, saying where and why, as npm run check does`, () => {
    const { dataBuild } = broken.notes
    expect(dataBuild.code).not.toBe(0)
    const expected = [
      `content/data/socials.json: (file): is not valid JSON at line 2, column 16: Expected double-quoted property name`,
      `content/data/work.json: (file): starts with a byte-order mark (BOM), which JSON does not allow; save the file as UTF-8 without BOM`,
    ]
    const named = (lines: string[]) => lines.filter(line => /^error content\//.test(line)).map(line => line.replace(/^error\s+/, ``))
    // The build stops there: nothing else is named until these two are mended.
    expect(named(dataBuild.lines)).toEqual(expected)
    expect(about(`content/data/work.json`)).toEqual([expected[1]])
    expect(about(`content/data/socials.json`)).toEqual([expected[0]])
    expect(dataBuild.lines.filter(line => /Unable to parse JSON/.test(line))).toEqual([])
  })
})
