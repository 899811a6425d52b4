// What a check of the content is asked and what it answers: shared by the check of
// the whole content (check-content.ts), that of one post (check-post.ts) and the
// build's step (gatsby-step.ts), so none of them imports another for its types.
import type { ContentProblem } from "../content-model/content-rules"

export interface CheckOptions {
  /** Today's date where the check runs (YYYY-MM-DD): later posts are scheduled. */
  today: string
  /** A production build leaves drafts and scheduled posts out. */
  production: boolean
}

export interface ContentReport {
  problems: ContentProblem[]
  warnings: string[]
  /** Posts a production build leaves out, by file. */
  leftOut: { file: string; why: `draft` | `scheduled` }[]
}
