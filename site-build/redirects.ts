// Writes a redirect page for each old address of a published post (see
// site-build/redirect-pages.ts). They are plain files in public/, not Gatsby pages, so
// they carry no app script and stay out of the sitemap. A build that keeps public/ from
// the last (an owner's next `npm run build`, a host's cached deploy) first removes the
// redirect pages that build wrote, which Gatsby's cache lists: an address that is still
// an alias is not taken for a page of the site, and one that is no longer leads nowhere.
import { promises as fs } from "fs"
import path from "path"
import type { GatsbyCache, Reporter } from "gatsby"
import { absoluteUrl, postPath } from "../src/lib/urls"
import { redirectPage, redirectPath, redirectTarget } from "./redirect-pages"
import { siteConfig } from "../src/site-config"
import type { GraphqlRunner } from "./node-types"
import { exists } from "./exists"
import { escapeAttribute } from "../src/lib/picture"

/** What the PostAliases query returns (queries outside gatsby-node.ts and src/ get no generated types). */
interface PostAliases {
  allMarkdownRemark: {
    nodes: Array<{ aliases: string[]; fields: { slug: string }; frontmatter: { title: string }; parent: { relativePath?: string } | null }>
  }
}

/** Gatsby's cache key for the redirect pages the last build wrote, as paths under public/. */
const WRITTEN_KEY = `redirect-pages-written`

export async function writeRedirectPages(
  graphql: GraphqlRunner,
  pathPrefix: string,
  reporter: Reporter,
  cache: Pick<GatsbyCache, `get` | `set`>,
): Promise<number> {
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
  await removeRedirectPages(((await cache.get(WRITTEN_KEY)) as string[] | undefined) ?? [])
  const written: string[] = []
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
      // A redirect page to the same post (left by a build whose cache was emptied while public/ was kept) is no clash.
      const clashes = file !== null && (await exists(file)) && redirectTarget(await fs.readFile(file, `utf8`)) !== escapeAttribute(target)
      if (file === null || clashes) {
        reporter.panicOnBuild(
          `${source}: aliases: "${alias}" ${file === null ? `has a malformed %-escape` : `is already a page or file of the site`}`,
        )
        continue
      }
      await fs.mkdir(path.dirname(file), { recursive: true })
      await fs.writeFile(file, page)
      written.push(path.relative(`public`, file))
    }
  }
  await cache.set(WRITTEN_KEY, written)
  return written.length
}

/** Removes the redirect pages of the last build that are still there as written, and the folders they leave empty. */
async function removeRedirectPages(files: readonly string[]): Promise<void> {
  const root = path.resolve(`public`)
  for (const relative of files) {
    const file = path.resolve(root, relative)
    if (!file.startsWith(`${root}${path.sep}`)) continue
    const text = await fs.readFile(file, `utf8`).catch(() => null)
    if (text === null || redirectTarget(text) === null) continue
    await fs.rm(file)
    for (let folder = path.dirname(file); folder !== root; folder = path.dirname(folder)) {
      if ((await fs.readdir(folder)).length > 0) break
      await fs.rmdir(folder)
    }
  }
}
