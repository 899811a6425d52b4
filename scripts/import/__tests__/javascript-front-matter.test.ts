/**
 * @jest-environment node
 */
// An old site's JavaScript front matter is read as data: none of it runs.
import { promises as fs } from "fs"
import path from "path"
import { importSite, lines, withFreshOldSite, where, writeSite } from "../test-support/old-site"

withFreshOldSite()

describe(`---js front matter is read as data, never run`, () => {
  const ran = () => path.join(where.temp, `ran.txt`)
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
        expect.stringContaining(lines(`title: "Declared"`, `date: 2021-07-03`, `category: "a"`, `tags: [a, b]`)),
        expect.stringContaining(
          lines(`title: "Eleventy post"`, `date: 2021-07-01`, `category: "javascript"`, `description: "A plain template"`),
        ),
        expect.stringContaining(lines(`title: "Exported"`, `date: 2021-07-02`)),
      ]),
    )
    expect(written).toHaveLength(3)
  })
})
