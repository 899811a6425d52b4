import { contentSecurityPolicy } from "../csp"
import { metaElement, metaPolicy } from "../meta-policy"
import { policySlot } from "../page-reading.js"

const header = contentSecurityPolicy({ scriptHashes: [`'sha256-a'`], styleHashes: [`'sha256-b'`], imageOrigins: [] })

it(`keeps every directive of the header's policy but those a meta element may not carry`, () => {
  const meta = metaPolicy(`${header}; report-uri /csp; sandbox allow-scripts`)
  expect(meta).not.toMatch(/frame-ancestors|report-uri|sandbox/)
  const directives = (policy: string) => policy.split(`; `).filter(directive => !/^(frame-ancestors|report-uri|sandbox)\b/.test(directive))
  expect(meta.split(`; `)).toEqual(directives(header))
  expect(meta).toContain(`script-src 'self' 'sha256-a'`)
})

const PAGE =
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><script>x()</script></head>` +
  `<body><p>&lt;meta http-equiv="Content-Security-Policy"&gt;</p></body></html>`

it(`puts the policy right after the charset, before any script or style`, () => {
  expect(policySlot(PAGE)).toEqual({ at: PAGE.indexOf(`<script>`), existing: null })
})

it(`finds the policy an earlier build wrote, and reads no further than the head`, () => {
  const element = metaElement(`default-src 'self'`)
  const page = PAGE.replace(`<script>`, `${element}<script>`) + `<meta http-equiv="Content-Security-Policy" content="x">`
  const at = PAGE.indexOf(`<script>`)
  expect(policySlot(page)).toEqual({ at, existing: [at, at + element.length] })
})

it(`goes right after <head> without a charset, and leaves fragments without a head alone`, () => {
  expect(policySlot(`<html><head><title>t</title></head></html>`)).toEqual({ at: 12, existing: null })
  expect(policySlot(`<script>x()</script>`)).toBeNull()
})
