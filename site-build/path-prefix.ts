// The path prefix a build publishes under (PATH_PREFIX, e.g. /blog). Gatsby
// applies it only to builds run with --prefix-paths (or PREFIX_PATHS=true), and
// tells the steps after the pages which (site-build/post-build.ts).

/** "", or the prefix with one leading slash and no trailing one ("blog/" → "/blog"). */
export function normalisePrefix(value = ``): string {
  const trimmed = value.trim().replace(/^\/+|\/+$/g, ``)
  return trimmed ? `/${trimmed}` : ``
}
