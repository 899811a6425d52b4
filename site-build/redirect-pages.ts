// Small static pages that send an old address (a post's `aliases` or
// `redirect_from`) to the post: a meta refresh, a canonical link and a visible
// link, so old links keep working on any static host, with or without scripts.
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
