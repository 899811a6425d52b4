/**
 * @jest-environment node
 */
// Front matter the site has a field for under another generator's name: an update date that must come after the
// post's own (one before it is named, not dropped silently), and the series a post is in.
import { convertPost } from "../convert"

const post = (text: string) => convertPost({ file: `hello.md`, name: `hello`, text }, { category: `Notes` })
const front = (converted: ReturnType<typeof convertPost>) => Object.fromEntries(converted.frontMatter)

it(`keeps a later update, and names one dated before the post instead of dropping it silently`, () => {
  expect(front(post(`---\ntitle: A\ndate: 2021-08-07\nlastmod: 2021-09-01\n---\n\nText`)).updated).toBe(`2021-09-01`)
  const before = post(`---\ntitle: A\ndate: 2021-08-07T15:32:14Z\nlastmod: '2021-02-01'\n---\n\nText`)
  expect(front(before).updated).toBeUndefined()
  expect(before.notes).toContain(`left out: lastmod 2021-02-01, before the post's date`)
})

it(`keeps the series a post is in: the first a taxonomy list names, the others named as left out`, () => {
  const one = post(`+++\ntitle = "A"\ndate = 2019-03-10\nseries = ["Themes Guide"]\n+++\n\nText`)
  expect(front(one).series).toBe(`Themes Guide`)
  expect(one.notes.join(` `)).not.toContain(`series`)
  const two = post(`---\ntitle: A\ndate: 2019-03-10\ntaxonomies:\n  series: [Rust, Async]\n---\n\nText`)
  expect(front(two).series).toBe(`Rust`)
  expect(two.notes).toContain(`left out: series Async (a post is in one series here)`)
})
