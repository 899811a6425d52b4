/** @jest-environment node */
// The policy placed in a page's bytes, where the page's head says it goes.
import { metaElement } from "../meta-policy"
import { placePolicy } from "../csp-meta"
import { parsePage, policySlot } from "../page-reading.js"

// A title with letters of more than one byte before the place, so string and byte offsets differ.
const PAGE =
  `<!DOCTYPE html><html><head><title>Ça, ünd 日本</title><meta charSet="utf-8"/>` + `<script>x()</script></head><body>é</body></html>`

function place(html: string, policy: string): string {
  const { slot } = parsePage(Buffer.from(html))
  return placePolicy(Buffer.from(html), slot!, Buffer.from(metaElement(policy))).page.toString(`utf8`)
}

it(`puts the policy right after the charset, before any script or style`, () => {
  expect(place(PAGE, `default-src 'self'`)).toBe(
    PAGE.replace(
      `<meta charSet="utf-8"/>`,
      `<meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="default-src 'self'"/>`,
    ),
  )
})

it(`replaces the policy an earlier build wrote instead of adding a second`, () => {
  const twice = place(place(PAGE, `default-src 'self'`), `default-src 'none'`)
  expect(twice.match(/<meta http-equiv="Content-Security-Policy"/g)).toHaveLength(1)
  expect(twice).toBe(place(PAGE, `default-src 'none'`))
})

it(`says where the policy it placed is, as reading the page again would`, () => {
  for (const html of [PAGE, place(PAGE, `default-src 'none'`), `<html><head><title>t</title></head></html>`]) {
    const element = Buffer.from(metaElement(`default-src 'self'`))
    const placed = placePolicy(Buffer.from(html), parsePage(Buffer.from(html)).slot!, element)
    expect(placed.slot).toEqual(parsePage(placed.page).slot)
    expect(placed.page.subarray(...placed.slot.existing!).equals(element)).toBe(true)
  }
  expect(policySlot(PAGE)).not.toEqual(parsePage(Buffer.from(PAGE)).slot)
})
