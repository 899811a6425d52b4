// What the build's field resolvers read of Gatsby's node model, shared by the image fields (images.ts) and the
// published body (published-html.ts).
import type { FileNode } from "./node-types"

export interface ResolverContext {
  nodeModel: {
    findOne(args: { type: string; query: { filter: Record<string, unknown> } }): Promise<unknown>
    getNodeById(args: { id: string }): unknown
  }
}

/** A node made from a file: its parent is the File node. */
export interface ChildSource {
  parent: string
}

export type FieldResolver<Source> = (
  source: Source,
  args: unknown,
  context: ResolverContext,
  info: { originalResolver: FieldResolver<Source> },
) => unknown

/** The File node of a file of the site, through the node model, so that a page depends on it in develop. */
export async function findFile(context: ResolverContext, absolutePath: string): Promise<FileNode | null> {
  const node = await context.nodeModel.findOne({ type: `File`, query: { filter: { absolutePath: { eq: absolutePath } } } })
  return (node as FileNode | null) ?? null
}
