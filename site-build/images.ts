// The owner's images, wired into Gatsby: the `cover` and `avatarImage` fields (File nodes, which
// gatsby-transformer-sharp gives a gatsbyImageData field), their URLs when they are not resized, and each cover's
// image data worked out once. A post body's images are published-html.ts's. What must exist is checked before any
// page is made, by site-build/content-check/check-content.ts.
import { RESIZABLE_IMAGE, resolveReference } from "./content-check/local-files"
import { publishFile, ROOTS } from "./body-files"
import { findFile, type ChildSource, type FieldResolver, type ResolverContext } from "./node-model"
import type { FileNode } from "./node-types"

interface MarkdownSource extends ChildSource {
  frontmatter: { image?: string }
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

export function imageResolvers({ pathPrefix }: { pathPrefix: string }) {
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
