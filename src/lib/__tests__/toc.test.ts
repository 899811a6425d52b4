import { tableOfContents, tocIds, TOC_MIN_HEADINGS } from "../toc"

const h = (depth: number, value: string, id: string | null = value.toLowerCase().replace(/\W+/g, `-`)) => ({ depth, value, id })

describe(`tableOfContents`, () => {
  it(`nests each h3 under the h2 before it`, () => {
    const toc = tableOfContents([h(2, `Setup`), h(3, `Cargo`), h(3, `Tools`), h(2, `Usage`), h(2, `Summary`)])
    expect(toc).toEqual([
      {
        id: `setup`,
        text: `Setup`,
        children: [
          { id: `cargo`, text: `Cargo`, children: [] },
          { id: `tools`, text: `Tools`, children: [] },
        ],
      },
      { id: `usage`, text: `Usage`, children: [] },
      { id: `summary`, text: `Summary`, children: [] },
    ])
  })

  it(`keeps an h3 before the first h2 at the top level, and leaves out h1 and h4`, () => {
    const toc = tableOfContents([h(3, `Intro`), h(1, `Title`), h(2, `One`), h(4, `Deep`), h(2, `Two`)])
    expect(toc.map(entry => entry.text)).toEqual([`Intro`, `One`, `Two`])
    expect(toc[1].children).toEqual([])
  })

  it(`needs at least ${TOC_MIN_HEADINGS} h2 or h3 headings`, () => {
    expect(tableOfContents([h(2, `One`), h(3, `Two`)])).toEqual([])
    expect(tableOfContents([h(2, `One`), h(2, `Two`), h(4, `Three`), h(1, `Four`)])).toEqual([])
    expect(tableOfContents([h(2, `One`), h(3, `Two`), h(3, `Three`)])).toHaveLength(1)
  })

  it(`leaves out headings without an id or text, and they do not count`, () => {
    expect(tableOfContents([h(2, `One`), h(2, `Two`, null), h(2, `  `, `blank`)])).toEqual([])
  })

  it(`lists every id in reading order`, () => {
    const toc = tableOfContents([h(2, `A`), h(3, `B`), h(2, `C`), h(3, `D`)])
    expect(tocIds(toc)).toEqual([`a`, `b`, `c`, `d`])
  })
})
