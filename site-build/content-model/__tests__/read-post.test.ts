/** @jest-environment node */
import { readPost, readPostFile } from "../read-post"

const richMarkdown = jest.requireActual<typeof import("../../../plugins/gatsby-remark-rich-markdown/check")>(
  `../../../plugins/gatsby-remark-rich-markdown/check`,
)

describe(`readPost`, () => {
  it(`gives the front matter with its problems at their file lines, and the body with the line it starts on`, () => {
    const read = readPost(`\uFEFF---\r\ntitle: "Hello"\r\ntitle: "Again"\r\ncategory: Notes\r\n---\r\n\r\nFirst line\r\nSecond`)
    expect(read.kind).toBe(`yaml`)
    expect(read.frontmatter.category).toBe(`Notes`)
    expect(read.problems).toEqual([expect.objectContaining({ line: 3, key: `title` })])
    expect(read.body).toBe(`\nFirst line\nSecond`)
    expect(read.bodyLine).toBe(6)
  })

  it(`reads a text without front matter, or with TOML, as all body from its first line`, () => {
    expect(readPost(`# Just markdown`)).toEqual(
      expect.objectContaining({ kind: `none`, frontmatter: {}, body: `# Just markdown`, bodyLine: 1 }),
    )
    expect(readPost(`+++\ntitle = "x"\n+++\nBody`).kind).toBe(`toml`)
  })

  it(`parses the body's tree on the first call only`, () => {
    const parsed = jest.spyOn(richMarkdown, `parseBody`)
    try {
      const read = readPost(`---\ntitle: "T"\n---\nA [link](./a.md) and $x$.`)
      expect(parsed).not.toHaveBeenCalled()
      expect(read.tree()).toBe(read.tree())
      expect(parsed).toHaveBeenCalledTimes(1)
    } finally {
      parsed.mockRestore()
    }
  })
})

it(`readPostFile splits one file of the content folder once, however many steps ask, each with a tree of its own`, () => {
  const post = { text: `---\ntitle: "T"\n---\nBody` }
  const first = readPostFile(post)
  const again = readPostFile(post)
  expect(again.body).toBe(first.body)
  expect(again.frontmatter).toBe(first.frontmatter)
  expect(readPostFile({ ...post }).frontmatter).not.toBe(first.frontmatter)
  expect(again.tree()).not.toBe(first.tree())
})
