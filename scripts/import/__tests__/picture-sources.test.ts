/**
 * @jest-environment node
 */
import { localReferences, rewriteReferences } from "../references"

const lines = (...all: string[]) => all.join(`\n`)

it(`finds and rewrites every image of a <picture>'s sources and an <img>'s srcset`, () => {
  const body = lines(
    `<picture>`,
    `  <source srcset="./img/a.avif 1x, ./img/a@2x.avif 2x" type="image/avif">`,
    `  <img src="./img/a.png" srcset="./img/a-640.png 640w,./img/a-1280.png 1280w" alt="A">`,
    `</picture>`,
  )
  expect(localReferences(body).map(({ url, image }) => `${url} ${image}`)).toEqual([
    `./img/a.png true`,
    `./img/a.avif true`,
    `./img/a@2x.avif true`,
    `./img/a-640.png true`,
    `./img/a-1280.png true`,
  ])
  const moved = new Map([`a.avif`, `a@2x.avif`, `a.png`, `a-640.png`, `a-1280.png`].map(name => [`./img/${name}`, `./${name}`]))
  expect(rewriteReferences(body, moved)).toBe(
    lines(
      `<picture>`,
      `  <source srcset="./a.avif 1x, ./a@2x.avif 2x" type="image/avif">`,
      `  <img src="./a.png" srcset="./a-640.png 640w, ./a-1280.png 1280w" alt="A">`,
      `</picture>`,
    ),
  )
})

it(`takes an example's placeholder address for none`, () => {
  expect(localReferences(`| Output | <a href="...">Other articles</a> and <img src="…"> |`)).toEqual([])
})
