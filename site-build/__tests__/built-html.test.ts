/** @jest-environment node */
// The build reads the HTML it publishes for a post (pages and feeds) with the
// content check's rules, and stops naming the post's file.
import { createHash } from "crypto"
import path from "path"
import type { Reporter } from "gatsby"
import { refuseActiveContent } from "../published-html"
import type { FileNode } from "../node-types"

const post = { absolutePath: path.resolve(`content/posts/a-post.md`) } as FileNode

function reporter() {
  const panics: string[] = []
  return { panics, reporter: { panicOnBuild: (message: string) => panics.push(message) } as unknown as Reporter }
}

it(`stops the build on what the plugins wrote that would run, naming the post`, async () => {
  const { panics, reporter: r } = reporter()
  await refuseActiveContent(`<p>Hi</p><img src="x.png" onerror="alert(1)">`, post, r)
  expect(panics).toEqual([`content/posts/a-post.md: body as built: an event handler (onerror= on <img>): a post cannot run scripts`])
})

it(`lets inert HTML through, read once however often it is asked for`, async () => {
  const { panics, reporter: r } = reporter()
  const html = `<p>Code: <code>&lt;script&gt;</code> <a href="https://example.com">a link</a></p>`
  await refuseActiveContent(html, post, r)
  await refuseActiveContent(html, post, r)
  expect(panics).toEqual([])
})

it(`takes the verdict another process kept for the same HTML, and keeps its own`, async () => {
  const kept = new Map<string, unknown>()
  const cache = { get: async (key: string) => kept.get(key), set: async (key: string, value: unknown) => void kept.set(key, value) }
  const { panics, reporter: r } = reporter()
  await refuseActiveContent(`<p>Read in a query worker.</p>`, post, r, cache)
  expect([...kept.values()]).toEqual([true])
  // What a worker found inert is not read again: here, the same key over HTML that would run, to prove it.
  const active = `<img src="x.png" onerror="alert(1)">`
  const key = [...kept.keys()][0].replace(/ [^ ]+$/, ` ${createHash(`sha1`).update(active).digest(`base64`)}`)
  kept.set(key, true)
  await refuseActiveContent(active, post, r, cache)
  expect(panics).toEqual([])
  // Without a kept verdict, the same HTML is read and refused.
  await refuseActiveContent(active, post, r)
  expect(panics).toHaveLength(1)
})
