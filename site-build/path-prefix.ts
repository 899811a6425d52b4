// The path prefix a build publishes under (PATH_PREFIX, e.g. /blog), and
// whether this build applies it: Gatsby does only for builds run with
// --prefix-paths (or PREFIX_PATHS=true).

/** "", or the prefix with one leading slash and no trailing one ("blog/" → "/blog"). */
export function normalisePrefix(value = ``): string {
  const trimmed = value.trim().replace(/^\/+|\/+$/g, ``)
  return trimmed ? `/${trimmed}` : ``
}

/** Whether the command line (or PREFIX_PATHS) asks for the prefix; the last flag wins. */
export function prefixPathsRequested(argv: readonly string[], env: NodeJS.ProcessEnv): boolean {
  const flag = argv.filter(arg => /^--(no-)?prefix-paths(=|$)/.test(arg)).pop()
  if (flag) return !flag.startsWith(`--no-`) && !/=(false|0)$/.test(flag)
  return env.PREFIX_PATHS === `true` || env.PREFIX_PATHS === `1`
}
