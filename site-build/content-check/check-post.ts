// One post's own rules (check-content.ts runs them for every post, then the
// rules across posts): its front matter and fields, its body, the files it
// uses, whether this build publishes it. Its result is plain data, kept by the
// build between runs (gatsby-step.ts) under a key of all it depends on.
import { createHash } from "crypto"
import { buildCodeDigest } from "../../gatsby-internals/build-code"
import path from "path"
import { checkBody } from "../content-model/body-rules"
import { activeBodyContent } from "../content-model/post-html"
import { postLimitProblems } from "../content-model/post-limits"
import { checkRichMarkdown } from "../../plugins/gatsby-remark-rich-markdown/check"
import { readPostFile } from "../content-model/read-post"
import { bodyFileProblems, imageFieldProblems } from "./check-files"
import { checkPost, publication, type ContentProblem } from "../content-model/content-rules"
import { slugFromPath } from "../content-model/post-slugs"
import type { ContentFolder, ContentText } from "./content-folder"
import type { FrontMatter } from "../content-model/front-matter"
import { resolveReference } from "./local-files"
import type { CheckOptions, ContentReport } from "./report"

/** What one post's own rules found: what the rules across posts need of it, and its messages. Plain data, so it can be kept. */
export interface PostCheck {
  slug: string
  frontmatter: FrontMatter
  problems: ContentProblem[]
  warnings: string[]
  /** About the files its body uses: reported after the rules across posts. */
  bodyFiles: ContentProblem[]
  bodyWarnings: string[]
  /** The files it uses (its cover, its body's images and files), by absolute path. */
  used: string[]
  leftOut: ContentReport[`leftOut`][number][`why`] | null
}

/**
 * Earlier results of checkPostFile, by postCheckKey: a build keeps them in its
 * cache (gatsby-step.ts), so an unchanged post is not checked again.
 */
export interface PostCheckCache {
  get(key: string): PostCheck | undefined
  set(key: string, check: PostCheck): void
}

/** One post's own rules: its front matter, its fields, its body, the files it uses, whether this build publishes it. */
export function checkPostFile(folder: ContentFolder, post: ContentText, { today, production }: CheckOptions): PostCheck {
  const { file, text } = post
  // Past a limit, no parser reads the post: a huge or deeply nested one would crash them or run for minutes.
  const limits = postLimitProblems(file, text)
  if (limits.length > 0) return { ...emptyCheck(post), problems: limits }
  const read = readPostFile(post)
  const { frontmatter, body, bodyLine } = read
  const result: PostCheck = { ...emptyCheck(post), frontmatter }
  const { problems, warnings } = result
  if (read.kind === `toml`) {
    problems.push({
      file,
      field: `front matter`,
      message: `is TOML (between +++ lines), which this site does not read; convert it with npm run import -- ${file}`,
    })
    return result
  }
  for (const { line, message } of read.problems) problems.push({ file, field: `line ${line}`, message })
  problems.push(...checkPost(file, frontmatter))
  const { image } = frontmatter
  if (image) {
    problems.push(...imageFieldProblems(folder, post, `image`, image))
    const reference = resolveReference(image, path.dirname(post.absolutePath), folder.roots)
    if (reference.kind === `local`) result.used.push(reference.file)
  }
  const bodyReport = checkBody(body, bodyLine)
  for (const { line, message } of bodyReport.errors) problems.push({ file, field: `line ${line}`, message })
  for (const { line, message } of bodyReport.warnings) warnings.push(`${file}: line ${line}: ${message}`)
  for (const { line, message } of activeBodyContent(body, bodyLine)) problems.push({ file, field: `line ${line}`, message })
  // The body's tree is parsed once, when the first rule that reads its structure asks for it.
  const rich = checkRichMarkdown(body, bodyLine, folder.root, read.tree)
  for (const { line, message } of rich.errors) problems.push({ file, field: `line ${line}`, message })
  for (const { line, message } of rich.warnings) warnings.push(`${file}: line ${line}: ${message}`)
  const files = bodyFileProblems(folder, post, body, read.tree)
  result.bodyFiles = files.problems
  result.bodyWarnings = files.warnings
  result.used.push(...files.used)
  const state = publication(frontmatter, today)
  if (production && state !== `published`) result.leftOut = state
  return result
}

function emptyCheck(post: ContentText): PostCheck {
  return {
    slug: slugFromPath(post.relativePath),
    frontmatter: {},
    problems: [],
    warnings: [],
    bodyFiles: [],
    bodyWarnings: [],
    used: [],
    leftOut: null,
  }
}

/**
 * What a post's own check depends on: its text and place, which files exist
 * (its cover and body files, a link to another post), the day and the kind of build.
 */
export function postCheckKey(post: ContentText, files: string, { today, production }: CheckOptions): string {
  return createHash(`sha1`)
    .update([buildCodeDigest(), post.absolutePath, post.relativePath, files, today, String(production), post.text].join(`\u0000`))
    .digest(`base64`)
}

/** The set of files under content/ and static/, as one hash. */
export function filesDigest(folder: ContentFolder): string {
  return createHash(`sha1`)
    .update([folder.root, ...[...folder.files].sort()].join(`\u0000`))
    .digest(`base64`)
}
