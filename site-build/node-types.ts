// The shapes of the Gatsby nodes and helpers the build's modules share.
import type { GatsbyNode, Node } from "gatsby"
import type { FrontMatter } from "./content-model/front-matter"

export interface FileNode extends Node {
  absolutePath: string
  relativePath: string
  sourceInstanceName: string
  name: string
  /** The file name with its extension. */
  base: string
  dir: string
  extension: string
}

export interface MarkdownNode extends Node {
  frontmatter: FrontMatter
  fields: { slug: string }
  /** The body without its front matter, as gatsby-transformer-remark keeps it. */
  rawMarkdownBody: string
}

export type NodeHelpers = Pick<Parameters<NonNullable<GatsbyNode["createPages"]>>[0], `getNode` | `getNodesByType`>
export type GraphqlRunner = Parameters<NonNullable<GatsbyNode["createPages"]>>[0]["graphql"]
