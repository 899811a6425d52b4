import { normalisePrefix, prefixPathsRequested } from "../path-prefix"

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

it(`applies the prefix when the last flag, or else PREFIX_PATHS, asks for it`, () => {
  expect(prefixPathsRequested([`build`, `--prefix-paths`], {})).toBe(true)
  expect(prefixPathsRequested([`build`, `--prefix-paths`, `--no-prefix-paths`], {})).toBe(false)
  expect(prefixPathsRequested([`build`, `--prefix-paths=false`], { PREFIX_PATHS: `true` })).toBe(false)
  expect(prefixPathsRequested([`build`], { PREFIX_PATHS: `1` })).toBe(true)
  expect(prefixPathsRequested([`build`], {})).toBe(false)
})
