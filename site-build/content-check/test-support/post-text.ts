// A post file the content check accepts, for the tests that write a project:
// its front matter, then the body's lines ("Words." when none is given).
export function postText(title: string, ...body: string[]): string {
  const frontMatter = [
    `---`,
    `title: "${title}"`,
    `author: "Ada Writer"`,
    `date: "2025-03-01"`,
    `category: "Notes"`,
    `description: "A test."`,
    `---`,
  ]
  return [...frontMatter, ``, ...(body.length > 0 ? body : [`Words.`])].join(`\n`)
}
