// The post body a page and the feeds publish: gatsby-transformer-remark's HTML with
// every local image and file the body links published beside the site (body-files.ts),
// then a last look at it, which must find nothing that runs (refuseActiveContent). It
// replaces MarkdownRemark.html's resolver, so every query of the body gets this one.
import { createHash } from "crypto"
import path from "path"
import type { GatsbyCache, Reporter } from "gatsby"
import { buildCodeDigest } from "../gatsby-internals/build-code"
import { activeContent } from "./content-model/active-content"
import { formatProblem } from "./content-model/content-rules"
import { slugFromPath } from "./content-model/post-slugs"
import { projectPath, publishBodyFiles } from "./body-files"
import { findFile, type ChildSource, type FieldResolver, type ResolverContext } from "./node-model"
import type { FileNode } from "./node-types"

async function postSlugAt(context: ResolverContext, absolutePath: string): Promise<string | null> {
  const candidates = /\.md$/i.test(absolutePath) ? [absolutePath] : [path.join(absolutePath, `index.md`), `${absolutePath}.md`]
  for (const candidate of candidates) {
    const file = await findFile(context, candidate)
    if (file?.sourceInstanceName === `posts`) return slugFromPath(file.relativePath)
  }
  return null
}

/**
 * The HTML a page and the feeds publish holds nothing that runs: the rule the
 * content check applies to the body it renders (post-html.ts), applied again
 * to what the transformer and the site's plugins really wrote. Each distinct
 * HTML (by its hash) is read once per build: the verdict is kept in Gatsby's
 * cache, which the query workers and the build's own process share, under the
 * build's code, so a change of the rules reads every body again.
 */
const readHtml = new Set<string>()
export async function refuseActiveContent(html: string, post: FileNode, reporter: Reporter, cache?: Pick<GatsbyCache, `get` | `set`>) {
  const key = `inert html ${buildCodeDigest()} ${createHash(`sha1`).update(html).digest(`base64`)}`
  if (readHtml.has(key) || (await cache?.get(key)) === true) return
  const found = activeContent(html)
  if (found.length === 0) {
    readHtml.add(key)
    await cache?.set(key, true)
    return
  }
  const problems = found.map(({ message }) => formatProblem({ file: projectPath(post.absolutePath), field: `body as built`, message }))
  reporter.panicOnBuild(problems.join(`\n`))
}

export function publishedHtmlResolvers({ pathPrefix, reporter, cache }: { pathPrefix: string; reporter: Reporter; cache: GatsbyCache }) {
  const html: FieldResolver<ChildSource> = async (source, args, context, info) => {
    const written = (await info.originalResolver(source, args, context, info)) as string | null
    const post = context.nodeModel.getNodeById({ id: source.parent }) as FileNode | null
    if (!written || !post) return written
    const result = await publishBodyFiles(written, {
      post,
      findFile: absolutePath => findFile(context, absolutePath),
      postSlugAt: absolutePath => postSlugAt(context, absolutePath),
      pathPrefix,
      reporter,
      cache,
    })
    // The content check (site-build/content-check/check-content.ts) has already reported what is
    // missing, before any page; a problem found here would mean the two disagree.
    if (result.problems.length > 0) reporter.panicOnBuild(result.problems.map(formatProblem).join(`\n`))
    await refuseActiveContent(result.html, post, reporter, cache)
    return result.html
  }

  return { MarkdownRemark: { html: { resolve: html } } }
}
