// The owner's images, wired into Gatsby: the `cover` and `avatarImage` fields
// (File nodes, which gatsby-transformer-sharp gives a gatsbyImageData field), the
// rewrite of every post body's local images and files (gatsby/body-files.ts),
// and the checks that run before any page is made.
import path from "path"
import type { GatsbyCache, Reporter } from "gatsby"
import { formatProblem, slugFromPath, type ContentProblem } from "../src/lib/content-rules"
import { RESIZABLE_IMAGE, resolveReference } from "../src/lib/local-files"
import { projectPath, publishBodyFiles, publishFile, ROOTS, type FileNode } from "./body-files"

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

type FieldResolver<Source> = (source: Source, args: unknown, context: ResolverContext, info: { originalResolver: FieldResolver<Source> }) => unknown

// While createPages checks the content, problems found in bodies are gathered
// and reported with all the others. Afterwards (page queries, the feed), a
// problem that got past that check stops the build by itself.
let gathering: BodyCheck | null = null

export interface BodyCheck {
  problems: ContentProblem[]
  warnings: string[]
  /** The files the bodies show or link to, by absolute path. */
  used: Set<string>
}

async function findFile(context: ResolverContext, absolutePath: string): Promise<FileNode | null> {
  const node = await context.nodeModel.findOne({ type: `File`, query: { filter: { absolutePath: { eq: absolutePath } } } })
  return (node as FileNode | null) ?? null
}

/** The File an image field points to, when it is a file of this site. */
async function imageFile(context: ResolverContext, owner: ChildSource, value: string | undefined): Promise<FileNode | null> {
  if (!value) return null
  const parent = context.nodeModel.getNodeById({ id: owner.parent }) as FileNode | null
  if (!parent) return null
  const reference = resolveReference(value, parent.dir, ROOTS)
  return reference.kind === `local` ? findFile(context, reference.file) : null
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

export function imageResolvers({ pathPrefix, reporter, cache }: HelperArgs) {
  const html: FieldResolver<MarkdownSource> = async (source, args, context, info) => {
    const written = (await info.originalResolver(source, args, context, info)) as string | null
    const post = context.nodeModel.getNodeById({ id: source.parent }) as FileNode | null
    if (!written || !post) return written
    const result = await publishBodyFiles(written, {
      post,
      findFile: async absolutePath => {
        const file = await findFile(context, absolutePath)
        if (file) gathering?.used.add(file.absolutePath)
        return file
      },
      postSlugAt: absolutePath => postSlugAt(context, absolutePath),
      pathPrefix,
      reporter,
      cache,
    })
    if (gathering) {
      gathering.problems.push(...result.problems)
      gathering.warnings.push(...result.warnings)
    } else if (result.problems.length > 0) {
      reporter.panicOnBuild(result.problems.map(formatProblem).join(`\n`))
    }
    return result.html
  }

  // Many posts share a cover: its image data is worked out once per process for
  // each set of arguments, not once per page (5,000 posts, 6 covers). Reading the
  // File through the node model keeps the page's dependency on it for develop.
  const imageData = new Map<string, Promise<unknown>>()
  const gatsbyImageData: FieldResolver<ChildSource & { id: string; internal: { contentDigest: string } }> = (source, args, context, info) => {
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
        resolve: (source: ChildSource & { avatar?: string }, _args: unknown, context: ResolverContext) => imageFile(context, source, source.avatar),
      },
      avatarUrl: {
        type: `String`,
        resolve: (source: ChildSource & { avatar?: string }, _args: unknown, context: ResolverContext) =>
          unresizedImageUrl(context, source, source.avatar, pathPrefix),
      },
    },
  }
}

/**
 * Renders the bodies of the given posts once, gathering what is wrong with their
 * images and links. `render` runs a query that asks for their html.
 */
export async function checkBodies(render: () => Promise<unknown>): Promise<BodyCheck> {
  gathering = { problems: [], warnings: [], used: new Set() }
  try {
    await render()
    return gathering
  } finally {
    gathering = null
  }
}

/**
 * An image field (a post's `image`, the profile's `avatar`): an https URL, or a
 * file beside the content or under static/ that exists.
 */
export function imageFieldProblems(
  file: string,
  field: string,
  value: string,
  fromDir: string,
  exists: (absolutePath: string) => boolean,
): ContentProblem[] {
  const reference = resolveReference(value, fromDir, ROOTS)
  const problem = (message: string) => [{ file, field, message: `"${value}" ${message}` }]
  switch (reference.kind) {
    case `invalid`:
      return problem(reference.reason)
    case `external`:
      return /^https:/i.test(value.trim()) ? [] : problem(`must use https://`)
    case `other`:
      return problem(`is not an image: write a path beside the file (./cover.jpg), a path under static/ (/images/cover.jpg) or an https:// URL`)
    case `local`:
      return exists(reference.file) ? [] : problem(`does not exist (looked for ${projectPath(reference.file)})`)
  }
}
