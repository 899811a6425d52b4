// A post file as every step of the build reads it, once: its front matter (the
// values, and the problems with their file lines), its body with the line it
// starts on, and the body's syntax tree, parsed when a rule first asks for it
// and kept. The content check, the link and image check, the math rule and the
// diagram finder all read a post through it.
import { parseBody } from "../../plugins/gatsby-remark-rich-markdown/check"
import type { MdastNode } from "./body-references"
import { findFrontMatter, readFrontMatter, type FrontMatter, type FrontMatterBlock, type FrontMatterProblem } from "./front-matter"

export interface ReadPost {
  /** How the front matter is written: `yaml` (read), `toml` (which the site does not read) or `none`. */
  kind: FrontMatterBlock[`kind`]
  frontmatter: FrontMatter
  /** The front matter's problems, each at its file line. */
  problems: FrontMatterProblem[]
  /** The markdown after the front matter (the whole text when there is none), with LF line breaks. */
  body: string
  /** The file line of the body's first line. */
  bodyLine: number
  /** The body's syntax tree (parseBody): parsed on the first call, then kept. */
  tree(): MdastNode
}

/** What a post file's text says, without the tree: kept for the file's life, so each step of one build splits it once. */
type PostParts = Omit<ReadPost, `tree`>

const readFiles = new WeakMap<{ text: string }, PostParts>()

/**
 * A post file of the content folder, split once however many steps of one build ask for it (the diagrams, then the
 * check). Each call gives a tree of its own, parsed on first use: the check's tree goes with the check of that post,
 * rather than thousands of trees staying in memory for the folder's life.
 */
export function readPostFile(post: { text: string }): ReadPost {
  let parts = readFiles.get(post)
  if (!parts) readFiles.set(post, (parts = splitPost(post.text)))
  return withTree(parts)
}

export function readPost(text: string): ReadPost {
  return withTree(splitPost(text))
}

function splitPost(text: string): PostParts {
  const found = findFrontMatter(text)
  const reading = found.kind === `yaml` ? readFrontMatter(found.block, found.firstLine) : { data: {}, problems: [] }
  const bodyLine = found.kind === `yaml` ? found.bodyLine : 1
  const body = text
    .replace(/^\uFEFF/, ``)
    .split(/\r?\n/)
    .slice(bodyLine - 1)
    .join(`\n`)
  return { kind: found.kind, frontmatter: reading.data, problems: reading.problems, body, bodyLine }
}

function withTree(parts: PostParts): ReadPost {
  let tree: MdastNode | undefined
  return { ...parts, tree: () => (tree ??= parseBody(parts.body) as MdastNode) }
}
