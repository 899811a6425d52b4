/** @jest-environment node */
// The build reads the HTML it publishes for a post (pages and feeds) with the
// content check's rules, and stops naming the post's file.
import path from "path"
import type { Reporter } from "gatsby"
import { refuseActiveContent } from "../published-html"
import type { FileNode } from "../node-types"

const post = { absolutePath: path.resolve(`content/posts/a-post.md`) } as FileNode

function reporter() {
  const panics: string[] = []
  return { panics, reporter: { panicOnBuild: (message: string) => panics.push(message) } as unknown as Reporter }
}

it(`stops the build on what the plugins wrote that would run, naming the post`, () => {
  const { panics, reporter: r } = reporter()
  refuseActiveContent(`<p>Hi</p><img src="x.png" onerror="alert(1)">`, post, r)
  expect(panics).toEqual([`content/posts/a-post.md: body as built: an event handler (onerror= on <img>): a post cannot run scripts`])
})

it(`lets inert HTML through, read once however often it is asked for`, () => {
  const { panics, reporter: r } = reporter()
  const html = `<p>Code: <code>&lt;script&gt;</code> <a href="https://example.com">a link</a></p>`
  refuseActiveContent(html, post, r)
  refuseActiveContent(html, post, r)
  expect(panics).toEqual([])
})
