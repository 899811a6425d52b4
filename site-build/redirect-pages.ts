// Small static pages that send an old address (a post's `aliases` or
// `redirect_from`) to the post: a meta refresh, a canonical link and a visible
// link, so old links keep working on any static host, with or without scripts.
import path from "path"
import { within } from "./within"
import { escapeAttribute } from "../src/lib/picture"
import { decodeOrNull } from "../src/lib/urls"

export interface Redirect {
  /** The post's title, for the visible link. */
  title: string
  /** Where the browser goes: the post's path, with the path prefix. */
  target: string
  /** The post's absolute URL, for search engines. */
  canonical: string
  lang: string
}

export function redirectPage({ title, target, canonical, lang }: Redirect): string {
  const text = escapeAttribute(title)
  return [
    `<!doctype html>`,
    `<html lang="${escapeAttribute(lang)}">`,
    `<head>`,
    `<meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${text}</title>`,
    `<meta name="robots" content="noindex">`,
    `<link rel="canonical" href="${escapeAttribute(canonical)}">`,
    `<meta http-equiv="refresh" content="0; url=${escapeAttribute(target)}">`,
    `</head>`,
    `<body>`,
    `<p>This post has moved to <a href="${escapeAttribute(target)}">${text}</a>.</p>`,
    `</body>`,
    `</html>`,
    ``,
  ].join(`\n`)
}

/**
 * Where a page redirectPage() wrote sends the browser, read back from a file of public/ (which a later step gives a
 * Content-Security-Policy meta tag); null for any other file.
 */
export function redirectTarget(html: string): string | null {
  if (!html.startsWith(`<!doctype html>\n`) || !html.includes(`\n<meta name="robots" content="noindex">\n`)) return null
  return /\n<meta http-equiv="refresh" content="0; url=([^"]*)">\n/.exec(html)?.[1] ?? null
}

/**
 * The file, relative to public/, that a host serves for `alias`: a path ending
 * in .html is that file; any other is a folder's index.html, which static hosts
 * serve for both /old/post and /old/post/. Null for a malformed %-escape.
 */
export function redirectFile(alias: string): string | null {
  const decoded = decodeOrNull(alias)
  if (decoded === null) return null
  const trimmed = decoded.replace(/^\/+/, ``)
  if (/\.html?$/i.test(trimmed)) return trimmed
  return `${trimmed.replace(/\/+$/, ``)}/index.html`
}

/**
 * Where the page for `alias` is written under `publicDir`, or null for a
 * malformed %-escape. The content check refuses an alias that climbs out
 * (content-rules.ts); this refuses it again where the file is written, naming
 * `source`, the post, so no alias can write outside public/ whatever reached it.
 */
export function redirectPath(publicDir: string, alias: string, source: string): string | null {
  const relative = redirectFile(alias)
  if (relative === null) return null
  const base = path.resolve(publicDir)
  const file = path.resolve(base, relative)
  if (file === base || !within(base, file)) {
    const where = `would write its redirect page outside public/ (at ${file})`
    throw new Error(`${source}: aliases: "${alias}" ${where}; an alias is a path on this site`)
  }
  return file
}
