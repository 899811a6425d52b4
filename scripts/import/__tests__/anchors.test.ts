/**
 * @jest-environment node
 */
import { foldAnchor, headingIds, matchAnchors } from "../anchors"

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
