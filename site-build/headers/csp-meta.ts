// Writes the Content-Security-Policy into every page's head as a <meta
// http-equiv>, for hosts that ignore _headers (GitHub Pages). It is the same
// policy headers.ts sends, less what a meta element may not carry
// (site-build/headers/meta-policy.ts), so the two cannot differ. Pages are edited as bytes,
// where page-scan.ts found the place, without being read into text again.
import { promises as fs } from "fs"
import { metaElement, metaPolicy } from "./meta-policy"
import { pageHash, type PolicySlot } from "./page-reading.js"
import { mapAtOnce } from "../at-once"
import { READ_AT_ONCE, stampOf, type ScannedPage } from "./page-scan"

/** The page with `element` in its slot (offsets in bytes), replacing the policy an earlier build left, and the slot it is in now. */
export function placePolicy(page: Buffer, { at, existing }: PolicySlot, element: Buffer): { page: Buffer; slot: PolicySlot } {
  const parts = existing ? [page.subarray(0, existing[0]), page.subarray(existing[1])] : [page]
  if (existing && existing[0] < at) at -= existing[1] - existing[0]
  const rest = Buffer.concat(parts)
  return {
    page: Buffer.concat([rest.subarray(0, at), element, rest.subarray(at)]),
    slot: { at, existing: [at, at + element.length] },
  }
}

/**
 * Adds its policy to each scanned page with a head (`policyFor` names it by the page's file) and notes each rewritten
 * page's new hash and slot, so the next build knows it; returns how many pages carry a policy. A page that carries
 * its policy already is not read.
 */
export async function writeMetaPolicy(pages: Map<string, ScannedPage>, policyFor: (file: string) => string): Promise<number> {
  const elements = new Map<string, { element: Buffer; placed: string }>()
  const elementOf = (headerPolicy: string) => {
    let made = elements.get(headerPolicy)
    if (!made) {
      const element = Buffer.from(metaElement(metaPolicy(headerPolicy)))
      elements.set(headerPolicy, (made = { element, placed: pageHash(element) }))
    }
    return made
  }
  const withHead = [...pages].filter(([, page]) => page.scan.slot !== null)
  await mapAtOnce(withHead, READ_AT_ONCE, async ([file, { hash, scan, asRead }]) => {
    const slot = scan.slot!
    const { element, placed } = elementOf(policyFor(file))
    if (scan.placed === placed && slot.existing?.[0] === slot.at) return
    const edited = placePolicy(await fs.readFile(file), slot, element)
    await fs.writeFile(file, edited.page)
    pages.set(file, {
      hash: pageHash(edited.page),
      scan: { code: scan.code, slot: edited.slot, placed },
      stamp: stampOf(file),
      asRead: asRead ?? { hash, scan },
    })
  })
  return withHead.length
}
