// The owner's images, wired into Gatsby: the `cover` and `avatarImage` fields
// (File nodes, which gatsby-transformer-sharp gives a gatsbyImageData field), and
// the rewrite of every post body's local images and files (site-build/body-files.ts), and the
// last look at that body as published, which must hold nothing that runs (refuseActiveContent).
// What must exist is checked before any page is made, by site-build/content-check/check-content.ts.
import { createHash } from "crypto"
import path from "path"
import type { GatsbyCache, Reporter } from "gatsby"
import { activeContent } from "./content-model/active-content"
import { formatProblem } from "./content-model/content-rules"
import { slugFromPath } from "./content-model/post-slugs"
import { RESIZABLE_IMAGE, resolveReference } from "./content-check/local-files"
import { projectPath, publishBodyFiles, publishFile, ROOTS } from "./body-files"
import type { FileNode } from "./node-types"

interface ResolverContext {
  nodeModel: {
    findOne(args: { type: string; query: { filter: Record<string, unknown> } }): Promise<unknown>
    getNodeById(args: { id: string }): unknown
  }
}

interface ChildSource {
  parent: string
}

interface MarkdownSource extends ChildSource {
  frontmatter: { image?: string }
}

interface HelperArgs {
  pathPrefix: string
  reporter: Reporter
  cache: GatsbyCache
}

type FieldResolver<Source> = (
  source: Source,
  args: unknown,
  context: ResolverContext,
  info: { originalResolver: FieldResolver<Source> },
) => unknown

async function findFile(context: ResolverContext, absolutePath: string): Promise<FileNode | null> {
  const node = await context.nodeModel.findOne({ type: `File`, query: { filter: { absolutePath: { eq: absolutePath } } } })
  return (node as FileNode | null) ?? null
}

/** Where an image field written in a file of `dir` points, when that is a file of this site (it may not exist). */
export function localImagePath(value: string | null | undefined, dir: string): string | null {
  if (!value) return null
  const reference = resolveReference(value, dir, ROOTS)
  return reference.kind === `local` ? reference.file : null
}

/** The File an image field points to, when it is a file of this site. */
async function imageFile(context: ResolverContext, owner: ChildSource, value: string | undefined): Promise<FileNode | null> {
  if (!value) return null
  const parent = context.nodeModel.getNodeById({ id: owner.parent }) as FileNode | null
  const file = parent && localImagePath(value, parent.dir)
  return file ? findFile(context, file) : null
}

/**
 * A URL the browser can load for an image field that is not resized: an
 * https URL as written, or a published copy of a local SVG or GIF. Null for
 * images that gatsbyImageData serves, and for missing files.
 */
async function unresizedImageUrl(context: ResolverContext, owner: ChildSource, value: string | undefined, pathPrefix: string) {
  if (!value) return null
  if (/^https:\/\//i.test(value.trim())) return value.trim()
  const file = await imageFile(context, owner, value)
  return file && !RESIZABLE_IMAGE.test(file.base) ? publishFile(file, pathPrefix) : null
}

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
 * HTML (by its hash) is read once per process, however many queries ask for it.
 */
const readHtml = new Set<string>()
export function refuseActiveContent(html: string, post: FileNode, reporter: Reporter): void {
  const key = createHash(`sha1`).update(html).digest(`base64`)
  if (readHtml.has(key)) return
  const found = activeContent(html)
  if (found.length === 0) return void readHtml.add(key)
  const problems = found.map(({ message }) => formatProblem({ file: projectPath(post.absolutePath), field: `body as built`, message }))
  reporter.panicOnBuild(problems.join(`\n`))
}

export function imageResolvers({ pathPrefix, reporter, cache }: HelperArgs) {
  const html: FieldResolver<MarkdownSource> = async (source, args, context, info) => {
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
    refuseActiveContent(result.html, post, reporter)
    return result.html
  }

  // Many posts share a cover: its image data is worked out once per process for
  // each set of arguments, not once per page that shows it. Reading the
  // File through the node model keeps the page's dependency on it for develop.
  const imageData = new Map<string, Promise<unknown>>()
  const gatsbyImageData: FieldResolver<ChildSource & { id: string; internal: { contentDigest: string } }> = (
    source,
    args,
    context,
    info,
  ) => {
    context.nodeModel.getNodeById({ id: source.parent })
    const key = `${source.id}:${source.internal.contentDigest}:${JSON.stringify(args)}`
    let data = imageData.get(key)
    if (!data) {
      data = Promise.resolve(info.originalResolver(source, args, context, info))
      imageData.set(key, data)
    }
    return data
  }

  return {
    ImageSharp: {
      gatsbyImageData: { resolve: gatsbyImageData },
    },
    MarkdownRemark: {
      html: { resolve: html },
      cover: {
        type: `File`,
        resolve: (source: MarkdownSource, _args: unknown, context: ResolverContext) => imageFile(context, source, source.frontmatter.image),
      },
      coverUrl: {
        type: `String`,
        resolve: (source: MarkdownSource, _args: unknown, context: ResolverContext) =>
          unresizedImageUrl(context, source, source.frontmatter.image, pathPrefix),
      },
    },
    ProfileJson: {
      avatarImage: {
        type: `File`,
        resolve: (source: ChildSource & { avatar?: string }, _args: unknown, context: ResolverContext) =>
          imageFile(context, source, source.avatar),
      },
      avatarUrl: {
        type: `String`,
        resolve: (source: ChildSource & { avatar?: string }, _args: unknown, context: ResolverContext) =>
          unresizedImageUrl(context, source, source.avatar, pathPrefix),
      },
    },
  }
}
