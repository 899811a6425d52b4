// Whether this build is the production site or a preview deploy, which search
// engines must never index. SITE_ENV=preview says so on any host; Netlify's
// deploy previews and branch deploys, and Cloudflare Pages' builds of another
// branch than the production one, are previews without it.

export type DeployEnvironment = `production` | `preview`

type Env = Record<string, string | undefined>

export function deployEnvironment(env: Env): DeployEnvironment {
  const site = env.SITE_ENV?.trim().toLowerCase()
  if (site) {
    if (site === `production` || site === `preview`) return site
    throw new Error(`SITE_ENV is "${env.SITE_ENV}": write production or preview`)
  }
  // Netlify: https://docs.netlify.com/configure-builds/environment-variables/ (CONTEXT).
  if (env.CONTEXT === `deploy-preview` || env.CONTEXT === `branch-deploy`) return `preview`
  // Cloudflare Pages names the branch it builds, not the production one: PRODUCTION_BRANCH, or main.
  if (env.CF_PAGES === `1` && env.CF_PAGES_BRANCH && env.CF_PAGES_BRANCH !== (env.PRODUCTION_BRANCH?.trim() || `main`)) return `preview`
  return `production`
}

export interface RobotsPolicy {
  userAgent: string
  allow?: string
  disallow?: string
}

/** robots.txt: the production site is open to crawlers; a preview is closed to all of them. */
export function robotsPolicy(environment: DeployEnvironment): RobotsPolicy[] {
  return environment === `production` ? [{ userAgent: `*`, allow: `/` }] : [{ userAgent: `*`, disallow: `/` }]
}
