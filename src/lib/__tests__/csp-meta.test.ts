import { contentSecurityPolicy } from "../csp"
import { metaPolicy, withMetaPolicy } from "../csp-meta"

const header = contentSecurityPolicy({ scriptHashes: [`'sha256-a'`], styleHashes: [`'sha256-b'`], imageOrigins: [] })

it(`keeps every directive of the header's policy but those a meta element may not carry`, () => {
  const meta = metaPolicy(`${header}; report-uri /csp; sandbox allow-scripts`)
  expect(meta).not.toMatch(/frame-ancestors|report-uri|sandbox/)
  const directives = (policy: string) => policy.split(`; `).filter(directive => !/^(frame-ancestors|report-uri|sandbox)\b/.test(directive))
  expect(meta.split(`; `)).toEqual(directives(header))
  expect(meta).toContain(`script-src 'self' 'sha256-a'`)
})

const PAGE = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><script>x()</script></head><body><p>&lt;meta http-equiv="Content-Security-Policy"&gt;</p></body></html>`

it(`puts the policy right after the charset, before any script or style`, () => {
  const html = withMetaPolicy(PAGE, `default-src 'self'`)
  expect(html).toBe(
    PAGE.replace(
      `<meta charSet="utf-8"/>`,
      `<meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="default-src 'self'"/>`,
    ),
  )
})

it(`replaces the policy an earlier build wrote instead of adding a second`, () => {
  const once = withMetaPolicy(PAGE, `default-src 'self'`) ?? ``
  const twice = withMetaPolicy(once, `default-src 'none'`) ?? ``
  expect(twice.match(/<meta http-equiv="Content-Security-Policy"/g)).toHaveLength(1)
  expect(twice).toBe(withMetaPolicy(PAGE, `default-src 'none'`))
})

it(`goes right after <head> without a charset, and leaves fragments without a head alone`, () => {
  expect(withMetaPolicy(`<html><head><title>t</title></head></html>`, `a 'self'`)).toBe(
    `<html><head><meta http-equiv="Content-Security-Policy" content="a 'self'"/><title>t</title></head></html>`,
  )
  expect(withMetaPolicy(`<script>x()</script>`, `a`)).toBeNull()
})
