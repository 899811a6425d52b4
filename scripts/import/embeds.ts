// The scripts other sites' embeds load, which this site never runs (a post may
// not carry a script): a widget's own script (a tweet's, an Instagram post's, a
// CodePen's…) is removed and the quote or link it decorates kept, as the
// provider writes it to be read without the script; a script that is the whole
// embed (a gist, an asciinema recording) becomes a link to what it shows.
// A <link> that loads a stylesheet or a script for the old page goes too, and
// its own <style> (the site's own styles apply), named.
// Outside code only; any other script is left for the body rules to name.
import { proseLines } from "../../plugins/gatsby-remark-rich-markdown/fences"
import { onProse } from "./template-tags"

const RESOURCE_LINK = /<link\b[^>]*\brel\s*=\s*["']?(?:stylesheet|preload|prefetch|modulepreload|preconnect|dns-prefetch)\b[^>]*>/gi
const SCRIPT = /<script\b[^>]*\bsrc\s*=\s*["']([^"']+)["'][^>]*>\s*<\/script>/gi

/** Widget scripts by host and path: what they decorate stays in the post, readable without them. */
const WIDGETS: readonly [host: RegExp, path: RegExp][] = [
  [/^platform\.twitter\.com$/, /^\/widgets\.js$/],
  [/^(www\.)?instagram\.com$/, /^\/embed\.js$/],
  [/^(www\.)?tiktok\.com$/, /^\/embed(\.js)?$/],
  [/^embed\.reddit\.com$/, /^\/widgets\.js$/],
  [/^embed\.bsky\.app$/, /^\/static\/embed\.js$/],
  [/^(cpwebassets|static|assets)\.codepen\.io$/, /^\/assets\/embed\/ei\.js$/],
  [/^(www\.)?speakerdeck\.com$/, /^\/assets\/embed\.js$/],
  [/^s\.imgur\.com$/, /^\/min\/embed\.js$/],
  [/^connect\.facebook\.net$/, /\/sdk\.js$/],
  [/^platform\.linkedin\.com$/, /^\/(in|badges)\.js/],
  [/^telegram\.org$/, /^\/js\/telegram-widget\.js$/],
  // A Mastodon server's own embed script (https://mastodon.social/embed.js).
  [/\./, /^\/embed\.js$/],
]

/** Scripts that are the embed itself, and the page they show. */
function embedPage(url: URL): { what: string; href: string } | null {
  const gist = /^\/([\w-]+)\/([0-9a-f]+)\.js$/i.exec(url.pathname)
  if (url.hostname === `gist.github.com` && gist) {
    const file = url.searchParams.get(`file`)
    return { what: `the gist`, href: `https://gist.github.com/${gist[1]}/${gist[2]}${file ? `#file-${file.replace(/\W/g, `-`)}` : ``}` }
  }
  const cast = /^\/a\/([\w-]+)\.js$/.exec(url.pathname)
  if (url.hostname === `asciinema.org` && cast) return { what: `the recording`, href: `https://asciinema.org/a/${cast[1]}` }
  return null
}

export function embedScripts(written: string, changed: Set<string>): string {
  // The old page's own <style> blocks, which a post cannot carry: the site's styles apply.
  const body = onProse(written, text =>
    text.replace(/<style\b[^>]*>[\s\S]*?<\/style>/gi, () => {
      changed.add(`the old page's own <style>`)
      return ``
    }),
  )
  const prose = new Set(proseLines(body).map(line => line.index))
  return body
    .split(`\n`)
    .map((line, index) =>
      !prose.has(index)
        ? line
        : line
            .replace(RESOURCE_LINK, link => {
              changed.add(`the old page's own ${/\bhref\s*=\s*["']([^"']+)/i.exec(link)?.[1] ?? `resource`} (<link>)`)
              return ``
            })
            .replace(SCRIPT, (script, src: string) => {
              let url: URL
              try {
                url = new URL(src, `https://example.invalid`)
              } catch {
                return script
              }
              if (url.hostname === `example.invalid`) return script
              const page = embedPage(url)
              if (page) {
                changed.add(`${url.hostname} embeds (links to what they show)`)
                return `[View ${page.what} on ${url.hostname}](${page.href})`
              }
              if (!WIDGETS.some(([host, path]) => host.test(url.hostname) && path.test(url.pathname))) return script
              changed.add(`the embed script of ${url.hostname} (the quote or link it styles is kept)`)
              return ``
            }),
    )
    .join(`\n`)
}
