import { seriesProblems } from "../series-rules"
import type { FrontMatter } from "../front-matter"

// As the front-matter reader gives them: every value a string.
const part = (file: string, series: string | null, seriesOrder: number | null) => ({
  file,
  frontmatter: { series, seriesOrder: seriesOrder === null ? undefined : String(seriesOrder) } as unknown as FrontMatter,
})

describe(`seriesProblems`, () => {
  it(`names two parts of one series with the same number, both files in one line`, () => {
    const { problems } = seriesProblems([
      part(`content/posts/b.md`, `Actix Web in Practice`, 1),
      part(`content/posts/a.md`, `Actix Web in Practice`, 1),
      part(`content/posts/c.md`, `Actix Web in Practice`, 2),
    ])
    expect(problems).toEqual([
      {
        file: `content/posts/b.md`,
        field: `seriesOrder`,
        message: `1 is already part 1 of "Actix Web in Practice" in content/posts/a.md; give each part its own number`,
      },
    ])
  })

  it(`takes names that differ only in case for one series, and other series apart`, () => {
    const { problems } = seriesProblems([
      part(`content/posts/a.md`, `Actix Web in Practice`, 1),
      part(`content/posts/b.md`, `actix web in practice`, 1),
      part(`content/posts/c.md`, `Another series`, 1),
    ])
    expect(problems.map(problem => problem.file)).toEqual([`content/posts/b.md`])
  })

  it(`warns about a number missing between parts, and not about parts without a number`, () => {
    const { problems, warnings } = seriesProblems([
      part(`content/posts/a.md`, `Log`, 1),
      part(`content/posts/b.md`, `Log`, 2),
      part(`content/posts/d.md`, `Log`, 4),
      part(`content/posts/e.md`, `Log`, null),
      part(`content/posts/f.md`, null, null),
    ])
    expect(problems).toEqual([])
    expect(warnings).toEqual([
      `Series "Log" has no part 3 (seriesOrder goes 1, 2, 4): content/posts/a.md, content/posts/b.md, content/posts/d.md`,
    ])
  })

  it(`says nothing of a series numbered 1 to n`, () => {
    expect(seriesProblems([part(`content/posts/a.md`, `Log`, 2), part(`content/posts/b.md`, `Log`, 1)])).toEqual({
      problems: [],
      warnings: [],
    })
  })
})
