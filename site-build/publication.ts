// What this build publishes. A production build publishes only what is due:
// drafts and posts dated after the day of the build wait; `gatsby develop`
// shows everything, so the owner can read a draft as it will look.
import { localToday, publication } from "./content-model/content-rules"
import type { FrontMatter } from "./content-model/front-matter"

export const PRODUCTION = process.env.NODE_ENV === `production`

/** The day of the build, YYYY-MM-DD in the machine's time zone. */
export const TODAY = localToday()

export function isPublished(frontmatter: FrontMatter): boolean {
  return !PRODUCTION || publication(frontmatter, TODAY) === `published`
}
