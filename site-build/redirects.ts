// Writes a redirect page for each old address of a published post (see
// site-build/redirect-pages.ts). They are plain files in public/, not Gatsby pages, so
// they carry no app script and stay out of the sitemap.
import { promises as fs } from "fs"
import path from "path"
import type { Reporter } from "gatsby"
import { absoluteUrl, postPath } from "../src/lib/urls"
import { redirectPage, redirectPath } from "./redirect-pages"
import { siteConfig } from "../src/site-config"
import type { GraphqlRunner } from "./node-types"
import { exists } from "./exists"

/** What the PostAliases query returns (queries outside gatsby-node.ts and src/ get no generated types). */
interface PostAliases {
  allMarkdownRemark: {
    nodes: Array<{ aliases: string[]; fields: { slug: string }; frontmatter: { title: string }; parent: { relativePath?: string } | null }>
  }
}

export async function writeRedirectPages(graphql: GraphqlRunner, pathPrefix: string, reporter: Reporter): Promise<number> {
  const result = await graphql<PostAliases>(`
    query PostAliases {
      allMarkdownRemark(filter: { published: { eq: true } }) {
        nodes {
          aliases
          fields {
            slug
          }
          frontmatter {
            title
          }
          parent {
            ... on File {
              relativePath
            }
          }
        }
      }
    }
  `)
  if (result.errors || !result.data) throw new Error(`Could not read the posts' aliases: ${result.errors}`)
  let written = 0
  for (const post of result.data.allMarkdownRemark.nodes) {
    const target = `${pathPrefix}${postPath(post.fields.slug)}`
    const page = redirectPage({
      title: post.frontmatter.title,
      target,
      canonical: absoluteUrl(siteConfig.siteUrl, target),
      lang: siteConfig.lang,
    })
    const source = post.parent?.relativePath ? `content/posts/${post.parent.relativePath}` : post.fields.slug
    for (const alias of post.aliases) {
      const file = redirectPath(`public`, alias, source)
      if (file === null || (await exists(file))) {
        reporter.panicOnBuild(
          `${source}: aliases: "${alias}" ${file === null ? `has a malformed %-escape` : `is already a page or file of the site`}`,
        )
        continue
      }
      await fs.mkdir(path.dirname(file), { recursive: true })
      await fs.writeFile(file, page)
      written++
    }
  }
  return written
}
