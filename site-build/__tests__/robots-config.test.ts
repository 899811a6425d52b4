/** @jest-environment node */
// gatsby-config.ts gives gatsby-plugin-robots-txt the policy of the build's environment.
import type { GatsbyConfig } from "gatsby"

function robotsOptions(env: Record<string, string>): unknown {
  const saved = { ...process.env }
  Object.assign(process.env, env)
  try {
    let config: GatsbyConfig | undefined
    jest.isolateModules(() => {
      // Only a require inside isolateModules reads the config afresh with this env.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      config = require(`../../gatsby-config`).default
    })
    const plugin = config?.plugins?.find(entry => typeof entry === `object` && entry.resolve === `gatsby-plugin-robots-txt`)
    return (plugin as { options: unknown }).options
  } finally {
    process.env = saved
  }
}

it(`a production build lets crawlers in`, () => {
  expect(robotsOptions({ SITE_ENV: `production` })).toEqual({ policy: [{ userAgent: `*`, allow: `/` }] })
})

it(`a preview build, by SITE_ENV or Netlify's deploy preview, disallows everything`, () => {
  expect(robotsOptions({ SITE_ENV: `preview` })).toEqual({ policy: [{ userAgent: `*`, disallow: `/` }] })
  expect(robotsOptions({ CONTEXT: `deploy-preview` })).toEqual({ policy: [{ userAgent: `*`, disallow: `/` }] })
})
