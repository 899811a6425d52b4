// What an old site's YAML configuration (_config.yml) tells the import: the
// settings its posts print (Jekyll's `{{ site.repository }}`) and where its
// posts were published (Jekyll's and Hexo's permalink).
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
