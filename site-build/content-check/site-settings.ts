// The site config's optional features (src/site-config.ts), checked with the
// content: a setting that would make a broken frame, script or form is named,
// file and setting, by `npm run check` and stops the build.
import { analyticsProblems } from "../../src/lib/analytics"
import { commentsProblems } from "../../src/lib/comments"
import { newsletterProblems } from "../../src/lib/newsletter"
import { siteConfig, type SiteConfig } from "../../src/site-config"
import type { ContentProblem } from "../content-model/content-rules"

export const SITE_CONFIG_FILE = `src/site-config.ts`

export function siteSettingsProblems(config: Pick<SiteConfig, `comments` | `analytics` | `newsletter`> = siteConfig): ContentProblem[] {
  return [...commentsProblems(config.comments), ...analyticsProblems(config.analytics), ...newsletterProblems(config.newsletter)].map(
    problem => ({ file: SITE_CONFIG_FILE, ...problem }),
  )
}
