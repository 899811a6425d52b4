// npm run import -- <old site folder, folders or files> [--category "Name"] [--old-site https://…]
//   [--out content/posts] [--report import-report.txt]
//
// Imports a whole blog written for Docusaurus, Material for MkDocs, Hugo, Zola,
// Jekyll, Hexo, Eleventy, Astro or Gatsby: the generator and its conventions
// are read from the folder (site.ts), each post converted (convert.ts) and
// written as content/posts/{slug}.md, or as a folder with the files it uses
// (plan.ts). Nothing is overwritten. One line per post, the whole list in the
// report file (report.ts). Exits with 1 when any post could not be imported.
import { runImport, type Options } from "./run"

const VALUE_OPTIONS = [`--category`, `--out`, `--old-site`, `--report`] as const

export function parseArguments(argv: readonly string[]): Options | string {
  const options: Options = { inputs: [], out: `content/posts`, report: `import-report.txt` }
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]
    if ((VALUE_OPTIONS as readonly string[]).includes(arg)) {
      const value = argv[++index]
      if (!value) return `${arg} needs a value`
      if (arg === `--category`) options.category = value
      else if (arg === `--out`) options.out = value
      else if (arg === `--report`) options.report = value
      else if (!/^https?:\/\/[^/\s]+/i.test(value)) return `--old-site needs the old site's address, such as https://blog.example.com`
      else options.oldSite = value
    } else if (arg.startsWith(`--`)) {
      return `unknown option ${arg}`
    } else {
      options.inputs.push(arg)
    }
  }
  if (options.inputs.length === 0) return `name the old site's folder, or folders or files of posts, to import`
  return options
}

if (require.main === module) {
  const options = parseArguments(process.argv.slice(2))
  if (typeof options === `string`) {
    console.error(
      `npm run import: ${options}\nUsage: npm run import -- <old site folder, folders or files> ` +
        `[--category "Name"] [--old-site https://…] [--out content/posts] [--report import-report.txt]`,
    )
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
