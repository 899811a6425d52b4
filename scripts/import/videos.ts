// Videos of other generators as the video's address alone on its line, which
// the site makes a click-to-play embed: Hugo, Zola and Liquid shortcodes and
// MDX video components; and an MDX tweet as a link to it. Pure.
import { proseLines } from "../../plugins/gatsby-remark-rich-markdown/fences"

const attribute = (args: string, name: string) => new RegExp(`\\b${name}\\s*=\\s*["']?([^"'\\s,)]+)`).exec(args)?.[1]
const firstWord = (args: string) => /^\s*["']?([^\s"',=()]+)["']?(?:[\s,)]|$)/.exec(args)?.[1]

const VIDEO: Record<string, (id: string) => string> = {
  youtube: id => `https://www.youtube.com/watch?v=${id}`,
  vimeo: id => `https://vimeo.com/${id}`,
}

function videoUrl(name: string, args: string): string | null {
  const id = attribute(args, `id`) ?? firstWord(args)
  return id ? VIDEO[name.toLowerCase()](id) : null
}

/** The video's id in an MDX component's attributes: id, videoId, or the address in src or url. */
function componentVideoId(args: string): string | undefined {
  const id = attribute(args, `id`) ?? attribute(args, `videoId`)
  if (id) return id
  const src = attribute(args, `src`) ?? attribute(args, `url`)
  return src ? /(?:embed\/|youtu\.be\/|[?&]v=|vimeo\.com\/(?:video\/)?)([\w-]+)/.exec(src)?.[1] : undefined
}

/**
 * Video shortcodes of Hugo `{{< youtube id >}}`, Zola `{{ youtube(id="…") }}` and Liquid `{% youtube id %}`, and MDX
 * video components (`<YouTube id="…" />`, `<YouTubeIframe src="…/embed/…" />`, `<Vimeo …>`).
 */
export function videos(body: string, changed: Set<string>): string {
  // On prose lines only: a component in a code block is an example.
  const prose = new Set(proseLines(body).map(line => line.index))
  const jsx = body
    .split(`\n`)
    .map((line, index) =>
      prose.has(index)
        ? line
            .replace(/<(YouTube|Vimeo)\w*\b([^>]*?)\/?>(?:\s*<\/\1\w*>)?/gi, (whole, name: string, args: string) => {
              const id = componentVideoId(args)
              return id ? `{{< ${name.toLowerCase()} ${id} >}}` : whole
            })
            // A tweet's component (Docusaurus, react-tweet): a link to the post, which the site shows without its script.
            .replace(/<Tweet\b([^>]*?)\/?>(?:\s*<\/Tweet>)?/g, (whole, args: string) => {
              const id = attribute(args, `id`) ?? attribute(args, `tweetId`)
              if (!id || !/^\d+$/.test(id)) return whole
              changed.add(`<Tweet> (a link to the post)`)
              return `[View the post on X](https://twitter.com/i/status/${id})`
            })
        : line,
    )
    .join(`\n`)
  const patterns = [
    /[ \t]*\{\{[<%]\s*(youtube|vimeo)(?:embed|video)?\b([^}]*?)\s*[%>]\}\}[ \t]*/gi,
    /[ \t]*\{\{\s*(youtube|vimeo)\s*\(([^)]*)\)\s*\}\}[ \t]*/gi,
    // Eleventy's youtubeEmbed shortcode too.
    /[ \t]*\{%-?\s*(youtube|vimeo)(?:embed|video)?\b([^%]*?)-?%\}[ \t]*/gi,
  ]
  return patterns.reduce(
    (text, pattern) =>
      text.replace(pattern, (whole: string, name: string, args: string, offset: number, all: string) => {
        const url = videoUrl(name, args)
        if (url === null) return whole
        changed.add(name.toLowerCase())
        // The address must be a paragraph of its own for the site to embed it.
        const lineStart = all.lastIndexOf(`\n`, offset - 1) + 1
        const before = all.slice(lineStart, offset).trim()
          ? `\n\n`
          : lineStart > 0 &&
              all
                .slice(0, lineStart - 1)
                .split(`\n`)
                .pop()
                ?.trim()
            ? `\n`
            : ``
        const [rest, next] = all.slice(offset + whole.length).split(`\n`, 2)
        const after = rest.trim() ? `\n\n` : next?.trim() ? `\n` : ``
        return `${before}${url}${after}`
      }),
    jsx,
  )
}
