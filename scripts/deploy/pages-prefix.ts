// The path prefix a GitHub Pages site is served under, for the deploy
// workflow (.github/workflows/deploy.yml): "/{repository}" for a project site
// (https://owner.github.io/repository/), "" for a user or organisation site
// (a repository named owner.github.io) or one with its own domain.
//
//   PAGES_BASE_PATH=/blog GITHUB_REPOSITORY=owner/blog npx tsx scripts/deploy/pages-prefix.ts   →   /blog

export interface PagesSite {
  /** owner/name, as GitHub Actions gives it in GITHUB_REPOSITORY. */
  repository: string
  /**
   * actions/configure-pages' base_path: the site's real path, which also knows
   * a custom domain (then ""). Without it, the repository's name decides.
   */
  basePath?: string
}

export function pagesPathPrefix({ repository, basePath }: PagesSite): string {
  if (basePath !== undefined) return normalise(basePath)
  const [owner, name, ...rest] = repository.split(`/`)
  if (!owner || !name || rest.length > 0) throw new Error(`GITHUB_REPOSITORY is "${repository}": expected owner/name`)
  return name.toLowerCase() === `${owner.toLowerCase()}.github.io` ? `` : `/${name}`
}

/** "/", "blog/" and "/blog/" as gatsby-config.ts reads PATH_PREFIX: "" or "/blog". */
function normalise(path: string): string {
  const trimmed = path.trim().replace(/^\/+|\/+$/g, ``)
  return trimmed ? `/${trimmed}` : ``
}

if (require.main === module) {
  const repository = process.env.GITHUB_REPOSITORY
  if (!repository) {
    console.error(`GITHUB_REPOSITORY is not set: run this in GitHub Actions, or set it to owner/name.`)
    process.exit(1)
  }
  console.log(pagesPathPrefix({ repository, basePath: process.env.PAGES_BASE_PATH }))
}
