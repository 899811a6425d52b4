import { emptyPanels, parseJson } from "../check-files"

describe(`parseJson: a data file's JSON, or where and why it cannot be read`, () => {
  it(`reads valid JSON`, () => {
    expect(parseJson(`[{"a": 1}]`)).toEqual({ data: [{ a: 1 }] })
  })

  it(`names the line and column of a syntax error`, () => {
    expect(parseJson(`[\n  {"company": "A",}\n]`)).toEqual({ error: expect.stringMatching(/^is not valid JSON at line 2, column 19: \S/) })
  })

  it(`says a byte-order mark is the problem, and how to fix it`, () => {
    expect(parseJson(`\uFEFF{"name": "A"}`)).toEqual({
      error: `starts with a byte-order mark (BOM), which JSON does not allow; save the file as UTF-8 without BOM`,
    })
  })

  it(`says an empty file is not JSON`, () => {
    expect(parseJson(``)).toEqual({ error: `is not valid JSON: Unexpected end of JSON input` })
  })
})

describe(`emptyPanels: a list the site would show empty is named`, () => {
  const folder = (data: { name: string; text: string }[]) =>
    ({
      data: data.map(({ name, text }) => ({ relativePath: `${name}.json`, file: `content/data/${name}.json`, text })),
    }) as unknown as Parameters<typeof emptyPanels>[0]

  it(`says nothing when every list has entries`, () => {
    expect(emptyPanels(folder([`work`, `socials`, `projects`].map(name => ({ name, text: `[{}]` }))))).toEqual([])
  })

  it(`names a missing or empty list and what the site leaves out`, () => {
    expect(
      emptyPanels(
        folder([
          { name: `socials`, text: `[]` },
          { name: `projects`, text: `[{}]` },
        ]),
      ),
    ).toEqual([
      `content/data/work.json: is missing, so the Work History table is left out`,
      `content/data/socials.json: has no entries, so the My Socials panel is left out`,
    ])
  })
})
