/**
 * @jest-environment node
 */
// Links to the old site's pages that are not posts, with --old-site: they lead
// to the old site, with their query and #fragment kept.
import { importSite, post, withFreshOldSite, writeSite } from "../test-support/old-site"

withFreshOldSite()

it(`keeps the #fragment and the query of a link to a page of the old site`, async () => {
  await writeSite({
    "posts/a.md": post(
      `A`,
      `See [the setup](/setup/#install), [the team](../about/#the-team) and [a search](/search/?q=rust#results).`,
      ``,
      `[B](./b.md#part-2) is a post, and stays one.`,
    ),
    "posts/b.md": post(`B`, `## Part 2`),
  })
  const { written, code } = await importSite({ oldSite: `https://old.example.com/` })
  expect(code).toBe(0)
  const a = written.find(text => text.includes(`title: "A"`))
  expect(a).toContain(`[the setup](https://old.example.com/setup/#install)`)
  expect(a).toMatch(/\[the team\]\(https:\/\/old\.example\.com\/[\w/]*about\/#the-team\)/)
  expect(a).toContain(`[a search](https://old.example.com/search/?q=rust#results)`)
  expect(a).toContain(`[B](/post/b#part-2)`)
})
