// Rich markdown the site cannot render, in the broken fixture site: TeX that
// KaTeX cannot read and a diagram mermaid cannot draw stop the build, naming the
// file and the line; npm run check names the TeX error too and lists the diagrams
// not drawn yet; npm run diagrams without a browser says what to install.
import { fixtureBuild } from "./support/fixture-sites"
import { linesAbout } from "./fixtures/broken-site"

let broken: Awaited<ReturnType<typeof fixtureBuild<`broken`>>>
beforeAll(async () => {
  broken = await fixtureBuild(`broken`)
}, 600_000)

it(`names the TeX error with the file, the line and KaTeX's words, in npm run check and the build`, () => {
  const expected =
    `content/posts/bad-math.md: line 9: math: ` + `Unexpected end of input in a macro argument, expected '}' at end of input: \\frac{1`
  expect(broken.notes.check.code).toBe(1)
  expect(linesAbout(broken.notes.check.lines, `content/posts/bad-math.md`)).toEqual([expected])
  expect(linesAbout(broken.result.lines, `content/posts/bad-math.md`)).toEqual([expected])
})

it(`fails the build, naming the file, the line and why mermaid cannot draw the diagram`, () => {
  expect(broken.result.code).not.toBe(0)
  expect(linesAbout(broken.result.lines, `content/posts/bad-diagram.md`)).toEqual([
    expect.stringMatching(
      /^content\/posts\/bad-diagram\.md: line 9: mermaid cannot draw this diagram: Parse error on line \d+: .*Expecting/,
    ),
  ])
})

it(`npm run check lists the diagram that is not drawn yet`, () => {
  expect(linesAbout(broken.notes.check.lines, `content/posts/bad-diagram.md`)).toEqual([
    expect.stringMatching(/^content\/posts\/bad-diagram\.md: line 9: this mermaid diagram is not drawn yet/),
  ])
})

it(`npm run diagrams, without a browser, names the diagram and says what to install`, () => {
  expect(broken.notes.diagrams.code).toBe(1)
  expect(broken.notes.diagrams.lines).toContainEqual(
    expect.stringMatching(
      new RegExp(
        /^error content\/posts\/bad-diagram\.md: line 9: /.source +
          /this diagram is not drawn yet, and drawing it needs Chromium, .*apt-get install chromium/.source,
      ),
    ),
  )
})
