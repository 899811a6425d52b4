// What an old site's configuration tells the import: the settings its posts
// print (Jekyll's `{{ site.repository }}`), where its posts were published
// (Jekyll's and Hexo's permalink in _config.yml) and where Eleventy's pages
// start (its input folder). Read as text: none of it runs.
import { parse as parseYaml } from "yaml"

/** The posts' permalink as Jekyll takes it: a default for posts, else the posts collection's, else the site's. */
export function jekyllPermalink(text: string | null): string | undefined {
  interface Config {
    permalink?: unknown
    collections?: { posts?: { permalink?: unknown } }
    defaults?: Array<{ scope?: { type?: unknown }; values?: { permalink?: unknown } }>
  }
  let config: Config | null = null
  try {
    config = text === null ? null : (parseYaml(text, { maxAliasCount: 10 }) as Config | null)
  } catch {
    return undefined
  }
  const defaults = Array.isArray(config?.defaults) ? config.defaults : []
  const forPosts = defaults.find(entry => entry?.scope?.type === `posts` && typeof entry?.values?.permalink === `string`)
  const found = forPosts?.values?.permalink ?? config?.collections?.posts?.permalink ?? config?.permalink
  return typeof found === `string` ? found : undefined
}

/** The scalar settings of a YAML configuration, and those one level down, as `author.name`. */
export function configVariables(text: string | null): Map<string, string> {
  const variables = new Map<string, string>()
  let data: unknown = null
  try {
    data = text === null ? null : parseYaml(text, { maxAliasCount: 10 })
  } catch {
    return variables
  }
  const add = (prefix: string, value: unknown, depth: number) => {
    if (typeof value === `string` || typeof value === `number` || typeof value === `boolean`) variables.set(prefix, String(value))
    else if (depth < 2 && value && typeof value === `object` && !Array.isArray(value))
      for (const [key, inner] of Object.entries(value)) add(prefix ? `${prefix}.${key}` : key, inner, depth + 1)
  }
  add(``, data, 0)
  return variables
}

/**
 * Eleventy's input folder from the site's root, as its configuration file (`dir: { input: "content" }`,
 * `setInputDirectory("content")`) or its package.json scripts (`--input=content`) write it; undefined when neither
 * says, or says it in code the import does not run.
 */
export function eleventyInputDir(config: string | null, packageJson: string | null): string | undefined {
  const written =
    /\bdir\s*:\s*\{[^}]*?\binput\s*:\s*["'`]([^"'`$]+)["'`]/.exec(config ?? ``)?.[1] ??
    /\bsetInputDirectory\(\s*["'`]([^"'`$]+)["'`]\s*\)/.exec(config ?? ``)?.[1] ??
    /\beleventy\b[^"\n]*?--input[= ]+["']?([^\s"'&|;]+)/.exec(packageJson ?? ``)?.[1]
  if (written === undefined) return undefined
  const folder = written.replace(/^\.\//, ``).replace(/\/+$/, ``)
  // A folder outside the site's own is not one the import reads.
  return folder === `` || folder === `.` ? `.` : folder.split(`/`).includes(`..`) || folder.startsWith(`/`) ? undefined : folder
}
