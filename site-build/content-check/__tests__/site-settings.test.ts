import { siteSettingsProblems } from "../site-settings"

it(`names the site config's file and the setting of each problem, and accepts the features left off`, () => {
  expect(siteSettingsProblems({ comments: null, analytics: null, newsletter: null })).toEqual([])
  const problems = siteSettingsProblems({
    comments: { repo: `juma`, repoId: `R_1`, category: `General`, categoryId: `DIC_1` },
    analytics: { provider: `plausible`, script: `https://plausible.io/js/script.js`, site: `jumakip.example.com` },
    newsletter: { action: `mailto:juma@example.com` },
  })
  expect(problems).toEqual([
    { file: `src/site-config.ts`, field: `comments.repo`, message: `"juma" must be a repository as owner/name` },
    { file: `src/site-config.ts`, field: `newsletter.action`, message: `"mailto:juma@example.com" must be an https:// address` },
  ])
})
