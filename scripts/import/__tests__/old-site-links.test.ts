/**
 * @jest-environment node
 */
// Links to the old site's pages that are not posts, with --old-site: they lead
// to the old site, with their query and #fragment kept; and a file a post uses,
// copied beside it.
import { existsSync, promises as fs } from "fs"
import path from "path"
import { importSite, post, where, withFreshOldSite, writeSite } from "../test-support/old-site"

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

it(`copies an image saved under another format's name with its own format's extension, named in the report`, async () => {
  await writeSite({ "posts/a.md": post(`A`, `![A photo](./photo.png)`) })
  // A JPEG's first and last bytes, under a .png name, as a camera upload renamed by hand.
  await fs.writeFile(path.join(where.site, `posts/photo.png`), Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0xff, 0xd9]))
  const { code, out, reasons } = await importSite()
  expect(code).toBe(0)
  expect(await fs.readFile(path.join(out, `a`, `index.md`), `utf8`)).toContain(`![A photo](./photo.jpg)`)
  expect(existsSync(path.join(out, `a`, `photo.jpg`))).toBe(true)
  expect(reasons(`posts/a.md`).join(` `)).toContain(`renamed: photo.png (as .jpg, the format its bytes hold)`)
})
