// @ts-check
// "Updated" from git (updatedFromGit in src/site-config.ts): the day of the
// last commit that changed each post's file, read from one `git log` of the
// whole repository per build. A post's own `updated` always wins, and a day
// not after its `date` is no update. A shallow clone has only its last
// commits, so its days would be wrong: the build says so, and how to fetch
// the history, and uses none.
const { execFileSync } = require(`child_process`)
const path = require(`path`)

/**
 * Each file's last commit day (YYYY-MM-DD), by absolute path, from `git log` run in `dir`; null where git or
 * the repository is missing, or the clone is shallow (with the reason).
 * @param {string} dir
 * @returns {{ days: Map<string, string> } | { days: null, why: string }}
 */
function lastCommitDays(dir) {
  const git = (/** @type {string[]} */ args) =>
    execFileSync(`git`, args, { cwd: dir, encoding: `utf8`, maxBuffer: 256 * 1024 * 1024, stdio: [`ignore`, `pipe`, `pipe`] })
  let root
  try {
    root = git([`rev-parse`, `--show-toplevel`]).trim()
  } catch {
    return { days: null, why: `the site is not in a git repository (or git is not installed), so no post gets a date from git` }
  }
  if (git([`rev-parse`, `--is-shallow-repository`]).trim() === `true`)
    return {
      days: null,
      why:
        `this clone is shallow: it has only the last commits, so the posts' last changes cannot be dated. ` +
        `Fetch the whole history first (git fetch --unshallow; on GitHub Actions, actions/checkout with ` +
        `fetch-depth: 0, as .github/workflows/deploy.yml does)`,
    }
  // Newest first: the first day a file appears with is its last change. -z: names as written, whatever they hold.
  const log = git([`-c`, `core.quotepath=false`, `log`, `--format=%x00%cs`, `--name-only`, `-z`, `--no-renames`, `--`, `.`])
  const days = new Map()
  let day = ``
  for (const part of log.split(`\0`)) {
    const entry = part.replace(/^\n+/, ``)
    if (/^\d{4}-\d{2}-\d{2}$/.test(entry)) day = entry
    else if (entry && day) {
      const file = path.join(root, entry)
      if (!days.has(file)) days.set(file, day)
    }
  }
  return { days }
}

/**
 * The front matter with `updated` from git when it has none and the file's last commit is after its date.
 * @param {Record<string, unknown>} frontmatter
 * @param {string | undefined} day
 */
function withGitUpdated(frontmatter, day) {
  if (!day || frontmatter.updated || typeof frontmatter.date !== `string` || day <= frontmatter.date.slice(0, 10)) return frontmatter
  return { ...frontmatter, updated: day }
}

module.exports = { lastCommitDays, withGitUpdated }
