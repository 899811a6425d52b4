import { decodeForDisplay } from "./urls"

/**
 * True when the prebuilt HTML in the document is the page at the browser's
 * address. It is not when a static host answers an unknown address with
 * 404.html, or serves a client-only route's shell for a deeper path.
 */
export function isPrerenderedFor(renderedPath: string, locationPath: string, pathPrefix = ``): boolean {
  return normalise(renderedPath) === normalise(stripPrefix(locationPath, pathPrefix))
}

function stripPrefix(path: string, prefix: string): string {
  if (!prefix || prefix === `/`) return path
  if (path === prefix) return `/`
  return path.startsWith(`${prefix}/`) ? path.slice(prefix.length) : path
}

function normalise(path: string): string {
  const trimmed = decodeForDisplay(path)
    .replace(/\/index\.html$/, `/`)
    .replace(/\/+$/, ``)
  return trimmed || `/`
}
