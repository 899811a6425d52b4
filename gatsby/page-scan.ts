// Reads every built page for what the Content-Security-Policy needs: the inline
// code it carries (src/lib/csp.ts) and where its <meta> policy goes
// (src/lib/csp-meta.ts). Pages are read several at a time, and what a page
// holds is kept in Gatsby's cache by the hash of its bytes, so a rebuild parses
// only the pages whose HTML changed. Parsing is the cost: a 5,000-post blog
// has about 8,500 pages.
import { createHash } from "crypto"
import { promises as fs } from "fs"
import type { GatsbyCache } from "gatsby"
import { inlineCode, sourceHash, type InlineCode } from "../src/lib/csp"
import { policySlot, type PolicySlot } from "../src/lib/csp-meta"

/** An inline script or style as the policy needs it: its hash, and how it starts, for a message naming it. */
export interface InlineText {
  hash: string
  start: string
}

/** What a page carries inline, its scripts' and styles' text kept as hashes: the cache holds thousands of pages. */
export type PageCode = Omit<InlineCode, `scripts` | `styles`> & { scripts: InlineText[]; styles: InlineText[] }

export interface PageScan {
  code: PageCode
  /** Where the page's <meta> policy goes, in bytes; null for HTML without a head (Gatsby's slices). */
  slot: PolicySlot | null
  /** The hash of the policy element in the slot, if there is one. */
  placed: string | null
}

/** A page as last read or written: the hash of its bytes, and what they hold. */
export interface ScannedPage {
  hash: string
  scan: PageScan
  /** The page as it was read, when the build has rewritten it since (with its policy). */
  asRead?: { hash: string; scan: PageScan }
}

export type ScanCache = Pick<GatsbyCache, `get` | `set`>

/** Changed whenever a PageScan's shape or what inlineCode() and policySlot() find changes, so an older build's scans are not trusted. */
const CACHE_KEY = `page-scans-3`
/** Files read at once: enough to keep the disk busy while a page is parsed. */
const READ_AT_ONCE = 16

export function pageHash(bytes: Buffer): string {
  return createHash(`sha1`).update(bytes).digest(`base64`)
}

/** Every file's scan, by path, and how many files had to be parsed (the others' bytes were scanned by an earlier build). */
export async function scanPages(files: readonly string[], cache?: ScanCache): Promise<{ pages: Map<string, ScannedPage>; parsed: number }> {
  const known = new Map<string, PageScan>((await cache?.get(CACHE_KEY)) ?? [])
  const scanned: ScannedPage[] = []
  let parsed = 0
  await eachAtOnce(files, READ_AT_ONCE, async (file, index) => {
    const bytes = await fs.readFile(file)
    const hash = pageHash(bytes)
    let scan = known.get(hash)
    if (!scan) {
      scan = parsePage(bytes)
      parsed++
    }
    scanned[index] = { hash, scan }
  })
  // In the files' order, whichever was read first, so the build's messages come in the same order every time.
  return { pages: new Map(files.map((file, index) => [file, scanned[index]])), parsed }
}

/** What one page holds, read from its bytes. */
export function parsePage(bytes: Buffer): PageScan {
  const html = bytes.toString(`utf8`)
  const slot = policySlot(html)
  const byteOffset = (index: number) => Buffer.byteLength(html.slice(0, index))
  const existing: [number, number] | null = slot?.existing ? [byteOffset(slot.existing[0]), byteOffset(slot.existing[1])] : null
  return {
    code: pageCode(inlineCode(html)),
    slot: slot && { at: byteOffset(slot.at), existing },
    placed: existing && pageHash(bytes.subarray(...existing)),
  }
}

function pageCode(code: InlineCode): PageCode {
  const texts = (list: string[]) => list.map(text => ({ hash: sourceHash(text), start: startOf(text) }))
  return { ...code, scripts: texts(code.scripts), styles: texts(code.styles) }
}

/** The start of a text on one line, quoted: "window.x=…". */
export function startOf(text: string): string {
  const flat = text.replace(/\s+/g, ` `).trim()
  return JSON.stringify(flat.length > 80 ? `${flat.slice(0, 80)}…` : flat)
}

/**
 * Keeps the scans of the pages as they are now, and as they were read when the
 * build rewrote them, for the next build: a warm build writes each page again
 * as Gatsby made it, without the policy, when it stitches in its slices.
 */
export async function rememberScans(pages: ReadonlyMap<string, ScannedPage>, cache?: ScanCache): Promise<void> {
  const entries = [...pages.values()].flatMap(({ hash, scan, asRead }) => [[hash, scan], ...(asRead ? [[asRead.hash, asRead.scan]] : [])])
  await cache?.set(CACHE_KEY, entries)
}

/** Runs `run` on every item, at most `limit` at a time. */
export async function eachAtOnce<T>(items: readonly T[], limit: number, run: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0
  const lane = async () => {
    while (next < items.length) {
      const index = next++
      await run(items[index], index)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane))
}
