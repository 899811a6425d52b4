// Comments under the posts, kept in the owner's GitHub Discussions by giscus
// (https://giscus.app). The site makes giscus's frame itself instead of loading
// its client script: the Content-Security-Policy then names giscus in frame-src
// on posts (site-build/headers/), and no other site's script runs on the page.
// Nothing here runs before the reader asks for the comments
// (src/components/post-comments.tsx).

/** Where giscus serves its frame: the one origin the posts' policy adds. */
export const GISCUS_ORIGIN = `https://giscus.app`

/** The settings giscus.app's configuration page gives for a repository (src/site-config.ts). */
export interface CommentsSettings {
  /** The repository that keeps the discussions, as owner/name; public, with the giscus app installed. */
  repo: string
  /** The repository's id (R_…). */
  repoId: string
  /** The discussion category new discussions go into ("Announcements" is the one giscus suggests). */
  category: string
  /** The category's id (DIC_…). */
  categoryId: string
  /**
   * How a post finds its discussion: `pathname` (the default), by its address such as post/whoami; `url`, by its
   * whole address; `title`, by its title. Changing it later starts new discussions.
   */
  mapping?: `pathname` | `url` | `title`
  /** Reactions on the post itself, above the comments; true unless false. */
  reactions?: boolean
  /** Where the box to write a comment is: `bottom` (the default) or `top`. */
  inputPosition?: `top` | `bottom`
  /** The language of giscus's own labels (`en`, `sw`, `ar`…, as giscus names them); English when left out. */
  lang?: string
}

/** What a post's discussion is known by. */
export interface CommentsPost {
  /** The post's address as published, with the path prefix: /post/whoami. */
  path: string
  /** Its absolute canonical URL. */
  url: string
  title: string
  description: string | null
}

/** The discussion's title giscus looks for, and writes when it starts one. */
export function discussionTerm(settings: CommentsSettings, post: CommentsPost): string {
  if (settings.mapping === `url`) return post.url
  if (settings.mapping === `title`) return post.title
  return post.path.replace(/^\/+/, ``).replace(/\/+$/, ``) || `index`
}

/** The discussions of the repository that hold the post's term: the link readers without JavaScript follow. */
export function discussionSearchUrl(settings: CommentsSettings, post: CommentsPost): string {
  const query = `"${discussionTerm(settings, post)}" in:title`
  return `https://github.com/${settings.repo}/discussions?discussions_q=${encodeURIComponent(query)}`
}

export interface FrameInputs {
  /** The page's address without giscus's sign-in parameter or a fragment: where giscus sends the reader back. */
  origin: string
  /** The reader's giscus session, once they have signed in; "" before. */
  session: string
  theme: string
}

/** The address of giscus's frame for the post. */
export function giscusFrameUrl(settings: CommentsSettings, post: CommentsPost, { origin, session, theme }: FrameInputs): string {
  const params = new URLSearchParams({
    origin,
    session,
    theme,
    reactionsEnabled: settings.reactions === false ? `0` : `1`,
    emitMetadata: `0`,
    inputPosition: settings.inputPosition ?? `bottom`,
    repo: settings.repo,
    repoId: settings.repoId,
    category: settings.category,
    categoryId: settings.categoryId,
    strict: `0`,
    description: post.description ?? ``,
    backLink: post.url,
    term: discussionTerm(settings, post),
  })
  return `${GISCUS_ORIGIN}${settings.lang ? `/${encodeURIComponent(settings.lang)}` : ``}/widget?${params}`
}

/** The parameter giscus adds to the page's address when a reader comes back from signing in on GitHub. */
export const SESSION_PARAMETER = `giscus`
/** Where the reader's giscus session is kept, under the name giscus's own client uses, so both find it. */
export const SESSION_KEY = `giscus-session`

/**
 * The address without giscus's sign-in parameter and fragment, and the session it carried, if any: a reader who
 * signed in is sent back with `?giscus=…`, which is kept and taken off the address.
 */
export function takeSession(href: string): { cleaned: string; session: string | null } {
  const url = new URL(href)
  const session = url.searchParams.get(SESSION_PARAMETER)
  url.searchParams.delete(SESSION_PARAMETER)
  url.hash = ``
  return { cleaned: url.toString(), session: session || null }
}

/** Every problem of the settings, each naming the setting: the build and `npm run check` refuse them. */
export function commentsProblems(settings: CommentsSettings | null): { field: string; message: string }[] {
  if (!settings) return []
  const problems: { field: string; message: string }[] = []
  const need = (field: keyof CommentsSettings, ok: boolean, message: string) => ok || problems.push({ field: `comments.${field}`, message })
  need(`repo`, /^[\w.-]+\/[\w.-]+$/.test(settings.repo ?? ``), `"${settings.repo ?? ``}" must be a repository as owner/name`)
  for (const field of [`repoId`, `category`, `categoryId`] as const)
    need(
      field,
      typeof settings[field] === `string` && settings[field].trim() !== ``,
      `is empty: copy it from giscus.app's configuration page`,
    )
  need(`mapping`, [undefined, `pathname`, `url`, `title`].includes(settings.mapping), `must be pathname, url or title`)
  need(`inputPosition`, [undefined, `top`, `bottom`].includes(settings.inputPosition), `must be top or bottom`)
  need(
    `lang`,
    settings.lang === undefined || /^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$/.test(settings.lang),
    `must be a language code such as en`,
  )
  return problems
}
