/**
 * @jest-environment node
 */
import { foldAnchor, headingAnchors, headingIds, matchAnchors, matchPostAnchors } from "../anchors"

const lines = (...all: string[]) => all.join(`\n`)

it(`gives the headings the ids the site gives them`, () => {
  const body = lines(
    `## Jerarquía de configuración`,
    `## Uses \`npm\` and [Node](https://nodejs.org)`,
    `## Summary`,
    `## Summary`,
    `## Own {#mine}`,
  )
  expect(headingIds(body)).toEqual([`jerarquía-de-configuración`, `uses-npm-and-node`, `summary`, `summary-1`, `mine`])
})

it(`rewrites a link to a heading that the old generator slugged without accents, and no other`, () => {
  const changed = new Set<string>()
  const body = lines(
    `See [the hierarchy](#jerarquia-de-configuracion), [it again](#jerarqu%C3%ADa-de-configuraci%C3%B3n) and [nothing](#missing).`,
    ``,
    `## Jerarquía de configuración`,
    ``,
    "`[code](#jerarquia-de-configuracion)` stays.",
    "```",
    `[code](#jerarquia-de-configuracion)`,
    "```",
  )
  expect(matchAnchors(body, changed).split(`\n`)[0]).toBe(
    `See [the hierarchy](#jerarquía-de-configuración), [it again](#jerarqu%C3%ADa-de-configuraci%C3%B3n) and [nothing](#missing).`,
  )
  expect(matchAnchors(body, new Set()).split(`\n`).slice(4).join(`\n`)).toBe(body.split(`\n`).slice(4).join(`\n`))
  expect([...changed]).toEqual([`links to headings slugged another way`])
  expect(foldAnchor(`Añadir comentarios`)).toBe(`anadir-comentarios`)
})

describe(`anchors another generator made its own way, to this post or to another`, () => {
  const HEADING = `## Remove parens ([#7367](https://github.com/p/p/pull/7367) by [@cola](https://github.com/cola))`
  const OLD = `remove-parens-7367httpsgithubcompppull7367-by-colahttpsgithubcomcola`

  it(`reach a heading slugged from its markdown as written, links and all, and Python-Markdown's footnotes`, () => {
    const changed = new Set<string>()
    const body = lines(`See [the change](#${OLD}) and the note.[^7]`, ``, HEADING, ``, `[back](#fn:7)`, ``, `[^7]: A note.`)
    const converted = matchAnchors(body, changed)
    expect(converted).toContain(`[the change](#remove-parens-7367-by-cola)`)
    expect(converted).toContain(`[back](#fn-7)`)
    expect([...changed]).toEqual([`links to headings slugged another way`])
  })

  it(`reach another imported post's heading, by that post's headings`, () => {
    const anchors = headingAnchors(lines(`# Title`, ``, HEADING))
    const body = lines(`As [before](/post/two#${OLD}), [there][note] and [gone](/post/two#nothing-like-it).`, ``, `[note]: /post/two#fn:2`)
    expect(matchPostAnchors(body, slug => (slug === `two` ? anchors : undefined))).toBe(
      lines(
        `As [before](/post/two#remove-parens-7367-by-cola), [there][note] and [gone](/post/two#nothing-like-it).`,
        ``,
        `[note]: /post/two#fn-2`,
      ),
    )
  })
})
