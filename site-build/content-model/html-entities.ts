// The one decoder of HTML character references in the project: the build's reader of tags
// (html-tags.ts), the search index's text (site-build/html-sections.ts) and the browser
// tests' reader of the prebuilt HTML use it. Numeric references and the named ones markdown renderers and React
// write; any other name is left as written.
const NAMED: Record<string, string> = { amp: `&`, lt: `<`, gt: `>`, quot: `"`, apos: `'`, nbsp: `\u00a0` }

export function decodeHtmlEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] === `#`) {
      const code = body[1] === `x` || body[1] === `X` ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10)
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : entity
    }
    return NAMED[body.toLowerCase()] ?? entity
  })
}
