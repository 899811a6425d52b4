import { applyEdits, findTags, imgTag, parseAttributes } from "../html-tags"
import { decodeHtmlEntities } from "../html-entities"

describe(`findTags`, () => {
  it(`finds images and links, knowing which images sit inside a link`, () => {
    const html = `<p><img src="a.png" alt="A"></p><a href="x"><img src='b.png' alt=B></a><IMG SRC=c.png>`
    const tags = findTags(html)
    expect(tags.map(tag => [tag.name, tag.closing, tag.insideLink])).toEqual([
      [`img`, false, false],
      [`a`, false, false],
      [`img`, false, true],
      [`a`, true, false],
      [`img`, false, false],
    ])
    expect(tags.map(tag => tag.attributes.get(`src`))).toEqual([`a.png`, undefined, `b.png`, undefined, `c.png`])
    expect(html.slice(tags[0].start, tags[0].end)).toBe(`<img src="a.png" alt="A">`)
  })

  it(`ignores escaped tags in code and tags with a ">" inside a quoted value`, () => {
    const tags = findTags(`<code>&#x3C;img src="x.png"></code><img alt="a > b" src="y.png">`)
    expect(tags).toHaveLength(1)
    expect(tags[0].attributes.get(`src`)).toBe(`y.png`)
  })
})

it(`decodes attribute values as the browser does`, () => {
  expect(parseAttributes(` alt="Tom &#x26; Jerry" title='&quot;hi&quot;' hidden`)).toEqual(
    new Map([
      [`alt`, `Tom & Jerry`],
      [`title`, `"hi"`],
      [`hidden`, ``],
    ]),
  )
  expect(decodeHtmlEntities(`&lt;&#60;&unknown;`)).toBe(`<<&unknown;`)
})

it(`replaces ranges in order, and writes an img back with escaped values`, () => {
  expect(
    applyEdits(`0123456789`, [
      { start: 6, end: 8, replacement: `b` },
      { start: 1, end: 3, replacement: `a` },
    ]),
  ).toBe(`0a345b89`)
  expect(
    imgTag(
      new Map([
        [`src`, `a"b.png`],
        [`alt`, ``],
      ]),
      value => value.replace(/"/g, `&quot;`),
    ),
  ).toBe(`<img src="a&quot;b.png" alt="">`)
})
