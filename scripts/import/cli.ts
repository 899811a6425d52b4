// npm run import -- <folders or files> [--category "Name"] [--out content/posts]
//
// Imports posts written for gatsby-starter-blog, Hugo, Jekyll, Astro or Zola
// (see convert.ts). Each post is written as content/posts/{slug}.md, or as a
// folder (content/posts/{slug}/index.md) with the images and files it uses.
// Links between imported posts point to their new pages. Nothing is
// overwritten. One line per post: imported (with what changed), or not
// imported and why. Exits with 1 when any post could not be imported.
import { promises as fs } from "fs"
import path from "path"
import { convertPost, renderPost, type Converted } from "./convert"
import { rewriteReferences } from "./references"
import { planFiles, postName, POST_FILE } from "./plan"

interface Options {
  inputs: string[]
  category?: string
  out: string
}

export function parseArguments(argv: readonly string[]): Options | string {
  const options: Options = { inputs: [], out: `content/posts` }
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]
    if (arg === `--category` || arg === `--out`) {
      const value = argv[++index]
      if (!value) return `${arg} needs a value`
      if (arg === `--category`) options.category = value
      else options.out = value
    } else if (arg.startsWith(`--`)) {
      return `unknown option ${arg}`
    } else {
      options.inputs.push(arg)
    }
  }
  if (options.inputs.length === 0) return `name the folders or files to import`
  return options
}

async function findPosts(input: string): Promise<string[]> {
  const stat = await fs.stat(input)
  if (stat.isFile()) return POST_FILE.test(input) ? [path.resolve(input)] : []
  const found: string[] = []
  for (const entry of await fs.readdir(input, { withFileTypes: true })) {
    if (entry.name.startsWith(`.`) || entry.name === `node_modules`) continue
    const full = path.join(input, entry.name)
    if (entry.isDirectory()) found.push(...(await findPosts(full)))
    else if (POST_FILE.test(entry.name) && !/^(readme|license|changelog|_index)\./i.test(entry.name)) found.push(path.resolve(full))
  }
  return found
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  )
}

export async function runImport(options: Options, print: (line: string) => void = console.log): Promise<number> {
  const sources: string[] = []
  for (const input of options.inputs) {
    if (!(await exists(input))) {
      print(`not imported  ${input}: no such file or folder`)
      return 1
    }
    sources.push(...(await findPosts(input)))
  }
  if (sources.length === 0) {
    print(`Nothing to import: no .md, .markdown or .mdx files in ${options.inputs.join(`, `)}`)
    return 1
  }

  const converted = new Map<string, Converted>()
  for (const source of sources) {
    const text = await fs.readFile(source, `utf8`)
    converted.set(source, convertPost({ file: source, name: postName(source), text }, { category: options.category }))
  }
  const slugOf = new Map<string, string>()
  for (const [source, post] of converted) slugOf.set(source, post.slug)

  let failed = 0
  const taken = new Map<string, string>()
  const aliasOwners = new Map<string, string>()
  for (const [source, post] of converted) {
    const label = path.relative(process.cwd(), source)
    const plan = await planFiles(source, post, slugOf)
    const blockers = [...post.blockers, ...plan.missing]
    const earlier = taken.get(post.slug)
    if (earlier) blockers.push(`its slug "${post.slug}" is also ${earlier}'s (rename one file and import again)`)
    const aliases = post.frontMatter.find(([key]) => key === `aliases`)?.[1] ?? []
    for (const alias of Array.isArray(aliases) ? aliases : [aliases]) {
      const owner = aliasOwners.get(alias.replace(/\/+$/, ``))
      if (owner) blockers.push(`its old address ${alias} is also ${owner}'s (keep it in one post and import again)`)
    }
    const folder = plan.copies.size > 0
    const target = folder ? path.join(options.out, post.slug, `index.md`) : path.join(options.out, `${post.slug}.md`)
    for (const existing of [path.join(options.out, `${post.slug}.md`), path.join(options.out, post.slug)]) {
      if (await exists(existing)) blockers.push(`${existing} already exists (nothing is overwritten)`)
    }
    if (blockers.length > 0) {
      failed++
      print(`not imported  ${label}: ${blockers.join(`; `)}`)
      continue
    }
    taken.set(post.slug, label)
    for (const alias of Array.isArray(aliases) ? aliases : [aliases]) aliasOwners.set(alias.replace(/\/+$/, ``), label)
    await fs.mkdir(path.dirname(target), { recursive: true })
    const body = rewriteReferences(post.body, plan.rewrites)
    const frontMatter = post.frontMatter.map(([key, value]): [string, typeof value] =>
      key === `image` && typeof value === `string` ? [key, plan.rewrites.get(value) ?? value] : [key, value],
    )
    await fs.writeFile(target, renderPost({ frontMatter, body }), { flag: `wx` })
    for (const [from, to] of plan.copies) {
      const destination = path.join(path.dirname(target), to)
      await fs.mkdir(path.dirname(destination), { recursive: true })
      await fs.copyFile(from, destination)
    }
    const details = [...post.notes, ...(plan.copies.size > 0 ? [`${plan.copies.size} file(s) copied`] : [])]
    print(`imported      ${label} → ${target}${details.length > 0 ? ` (${details.join(`; `)})` : ``}`)
  }
  print(`${converted.size - failed} of ${converted.size} post(s) imported${failed > 0 ? `; ${failed} need a hand (listed above)` : ``}.`)
  return failed > 0 ? 1 : 0
}

if (require.main === module) {
  const options = parseArguments(process.argv.slice(2))
  if (typeof options === `string`) {
    console.error(`npm run import: ${options}\nUsage: npm run import -- <folders or files> [--category "Name"] [--out content/posts]`)
    process.exit(2)
  }
  runImport(options).then(
    code => process.exit(code),
    (error: Error) => {
      console.error(`npm run import: ${error.message}`)
      process.exit(1)
    },
  )
}
