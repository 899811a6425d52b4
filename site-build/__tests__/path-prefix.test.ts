import { normalisePrefix } from "../path-prefix"

it(`writes a prefix with one leading slash and no trailing one`, () => {
  expect([``, `/`, `blog`, `/blog/`, ` blog// `, `a/b`].map(value => normalisePrefix(value))).toEqual([
    ``,
    ``,
    `/blog`,
    `/blog`,
    `/blog`,
    `/a/b`,
  ])
})
