// The pure half of `npm run new-post`: reading its arguments, choosing the
// category, and writing the new post's text. scripts/new-post.ts does the files.
import { slugFromTitle } from "../../src/lib/slug"

export interface NewPostOptions {
  title: string
  category?: string
  tags: string[]
  /** content/posts/{slug}/index.md instead of content/posts/{slug}.md. */
  folder: boolean
}

export const NEW_POST_USAGE = `Usage: npm run new-post -- "My title" [--category Rust] [--tags a,b] [--folder]`

/** The options, or why they cannot be used. */
export function parseNewPostArguments(argv: readonly string[]): NewPostOptions | string {
  const words: string[] = []
  const options: NewPostOptions = { title: ``, tags: [], folder: false }
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]
    if (arg === `--folder`) {
      options.folder = true
    } else if (arg === `--category` || arg === `--tags`) {
      const value = argv[++index]?.trim()
      if (!value) return `${arg} needs a value`
      if (arg === `--category`) options.category = value
      else
        options.tags = value
          .split(`,`)
          .map(tag => tag.trim())
          .filter(Boolean)
    } else if (arg.startsWith(`--`)) {
      return `unknown option ${arg}`
    } else {
      words.push(arg)
    }
  }
  options.title = words.join(` `).trim()
  if (!options.title) return `give the post's title, in quotes`
  if (!slugFromTitle(options.title)) return `"${options.title}" has no letter or digit to make an address from; give a title with words`
  return options
}

export interface CategoryChoice {
  name: string
  /** How many posts use it. */
  posts: number
  /** Another category is used as often; this one was written first. */
  tied: boolean
}

/** The category used most often, the first written on a tie; null when there are none. */
export function mostUsedCategory(categories: readonly string[]): CategoryChoice | null {
  const counts = new Map<string, number>()
  for (const category of categories) counts.set(category, (counts.get(category) ?? 0) + 1)
  let best: CategoryChoice | null = null
  for (const [name, posts] of counts) {
    if (best === null || posts > best.posts) best = { name, posts, tied: false }
    else if (posts === best.posts) best.tied = true
  }
  return best
}

/** The line that says which category was taken, and why. */
export function categoryLine(choice: CategoryChoice, total: number): string {
  const why = choice.tied ? `as many as another, and written first` : `the most`
  return `${choice.name} (used by ${choice.posts} of ${total} posts, ${why}; give --category "Name" to choose)`
}

/** A value on one front-matter line: quoted, with the quotes it holds kept as they are. */
function quoted(value: string): string {
  return `"${value.replace(/[\r\n]+/g, ` `)}"`
}

/** The new post's text: front matter the build accepts as it is, and a body to replace. */
export function newPostText({ title, category, tags, date }: { title: string; category: string; tags: string[]; date: string }): string {
  const lines = [
    `---`,
    `title: ${quoted(title)}`,
    `date: "${date}"`,
    `category: ${quoted(category)}`,
    ...(tags.length > 0 ? [`tags: ${tags.join(`, `)}`] : []),
    `description: ""`,
    `---`,
    ``,
    `Write the post here, in markdown.`,
    ``,
  ]
  return lines.join(`\n`)
}
