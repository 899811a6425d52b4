// npm run new-post -- "My title" [--category Rust] [--tags a,b] [--folder]
//
// Writes content/posts/{slug}.md (or {slug}/index.md with --folder) dated
// today, with the front matter filled in, and prints where it is and the
// address it will have. It never overwrites, and never asks: without
// --category it takes the category most posts use, and says so.
import { promises as fs } from "fs"
import path from "path"
import { readContentFolder } from "../site-build/content-check/content-folder"
import { localToday } from "../site-build/content-model/content-rules"
import { slugFromPath } from "../site-build/content-model/post-slugs"
import { findFrontMatter, readFrontMatter } from "../site-build/content-model/front-matter"
import { categoryLine, mostUsedCategory, NEW_POST_USAGE, newPostText, parseNewPostArguments } from "../site-build/content-model/new-post"
import { slugFromTitle } from "../src/lib/slug"
import { siteConfig } from "../src/site-config"
import { absoluteUrl, postPath } from "../src/lib/urls"

export async function runNewPost(argv: readonly string[], root: string, print: (line: string) => void = console.log): Promise<number> {
  const options = parseNewPostArguments(argv)
  if (typeof options === `string`) {
    print(`npm run new-post: ${options}\n${NEW_POST_USAGE}`)
    return 1
  }
  const folder = await readContentFolder(root)
  const slug = slugFromTitle(options.title)
  const taken = folder.posts.find(post => slugFromPath(post.relativePath) === slug)
  if (taken) {
    print(
      `npm run new-post: ${taken.file} already has the address ${postPath(slug)}; ` +
        `nothing was written (choose another title, or edit that post)`,
    )
    return 1
  }
  let category = options.category
  if (!category) {
    const categories = folder.posts.flatMap(post => {
      const found = findFrontMatter(post.text)
      const written = found.kind === `yaml` ? readFrontMatter(found.block).data.category : undefined
      return written ? [written] : []
    })
    const chosen = mostUsedCategory(categories)
    if (!chosen) {
      print(`npm run new-post: no post has a category yet, so give one: --category "Name"\n${NEW_POST_USAGE}`)
      return 1
    }
    category = chosen.name
    print(`category      ${categoryLine(chosen, folder.posts.length)}`)
  }
  const relative = options.folder ? `content/posts/${slug}/index.md` : `content/posts/${slug}.md`
  const file = path.join(root, relative)
  await fs.mkdir(path.dirname(file), { recursive: true })
  try {
    // "wx": fail rather than overwrite a file that appeared since the check above.
    await fs.writeFile(file, newPostText({ title: options.title, category, tags: options.tags, date: localToday() }), { flag: `wx` })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== `EEXIST`) throw error
    print(`npm run new-post: ${relative} already exists; nothing was written`)
    return 1
  }
  print(`written       ${relative}`)
  print(`address       ${postPath(slug)} (${absoluteUrl(siteConfig.siteUrl, postPath(slug))} once deployed)`)
  print(`next          write the post, then: npm run check, and npm run develop to see it`)
  return 0
}

if (require.main === module) {
  runNewPost(process.argv.slice(2), process.cwd()).then(
    code => process.exit(code),
    error => {
      console.error(`npm run new-post: ${(error as Error).message}`)
      process.exit(2)
    },
  )
}
