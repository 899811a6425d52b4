import type { Reporter } from "gatsby"
import { reportContent } from "../gatsby-step"

/** The lines the build prints through Gatsby's reporter, by kind. */
function recorder() {
  const lines: string[] = []
  const say = (kind: string) => (text: string) => void lines.push(`${kind} ${text}`)
  const reporter = { warn: say(`warn`), info: say(`info`), log: say(`log`), panicOnBuild: say(`panic`) }
  return { lines, reporter: reporter as unknown as Reporter }
}

describe(`reportContent`, () => {
  it(`prints the content's control characters as escapes: warnings, the left-out line and problems`, () => {
    const { lines, reporter } = recorder()
    const name = `content/posts/\u001b]0;owned\u0007.md`
    reportContent(
      {
        warnings: [`${name}: line 3: a warning\u009b2J`],
        leftOut: [{ file: name, why: `draft` }],
        problems: [{ file: name, field: `title`, message: `"\u001b[31m" is odd` }],
      },
      reporter,
    )
    expect(lines.join(``)).not.toMatch(/\p{Cc}/u)
    expect(lines).toEqual([
      `warn content/posts/\\u001b]0;owned\\u0007.md: line 3: a warning\\u009b2J`,
      expect.stringMatching(/^info Left out of this build: 1 draft \(content\/posts\/\\u001b\]0;owned\\u0007\.md\)/),
      `log error content/posts/\\u001b]0;owned\\u0007.md: title: "\\u001b[31m" is odd`,
      `panic The content has 1 problem(s), listed above. Fix them and build again.`,
    ])
  })
})
