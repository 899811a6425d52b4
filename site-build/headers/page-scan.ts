// Reads every built page for what the Content-Security-Policy needs: the inline
// code it carries and where its <meta> policy goes (page-reading.js). Pages
// are read several at a time and parsed on worker threads, and what a page
// holds is kept in Gatsby's cache by the hash of its bytes, so a rebuild parses
// only the pages whose HTML changed. Parsing is the cost: a blog has a page
// for every post and more.
import { promises as fs, statSync } from "fs"
import { availableParallelism } from "os"
import path from "path"
import { Worker } from "worker_threads"
import type { GatsbyCache } from "gatsby"
import { mapAtOnce } from "../at-once"
import { buildCodeDigest } from "../../gatsby-internals/build-code"
import { parsePage, pageHash, type PageScan } from "./page-reading.js"

/** A page as last read or written: the hash of its bytes, and what they hold. */
export interface ScannedPage {
  hash: string
  scan: PageScan
  /** Its file's modification time (ns) and size when it was read or written: unchanged, the file is not read again. */
  stamp: string
  /** The page as it was read, when the build has rewritten it since (with its policy). */
  asRead?: { hash: string; scan: PageScan }
}

export type ScanCache = Pick<GatsbyCache, `get` | `set`>

/** The scans by page hash, with the digest of the code that made them (KeptScans). */
const CACHE_KEY = `page-scans-4`

interface KeptScans {
  code: string
  entries: Array<readonly [hash: string, scan: PageScan]>
}
/** Each page's stamp and hash when the last build left it: a warm build reads from the disk only the pages Gatsby wrote again. */
const STAMPS_KEY = `page-stamps-1`

/**
 * A file's modification time, to the nanosecond, and its size. Synchronous: a
 * warm build stamps every page and reads almost none, and thousands of awaited
 * stats take several times what the calls themselves take.
 */
export function stampOf(file: string): string {
  const { mtimeNs, size } = statSync(file, { bigint: true })
  return `${mtimeNs}:${size}`
}
/** Files read at once: enough to keep the disk and every thread busy. */
export const READ_AT_ONCE = 16
/** Fewer pages are parsed on the main thread, as starting threads would cost more than it saves. */
export const FEWEST_FOR_THREADS = 200

/**
 * Parses pages on one worker thread per core (page-scan-worker.js): a large
 * blog's pages take seconds to parse, and the build's main thread, holding all
 * of Gatsby's data, parses at about half the speed of a fresh thread.
 */
class ScanThreads {
  private readonly workers = Array.from(
    { length: availableParallelism() },
    () => new Worker(path.resolve(`site-build/headers/page-scan-worker.js`)),
  )
  private readonly pending = new Map<number, { resolve: (scan: PageScan) => void; reject: (error: Error) => void; worker: Worker }>()
  private lastId = 0

  constructor() {
    for (const worker of this.workers) {
      worker.on(`message`, (answer: { id: number; scan: PageScan } | { id: number; error: string }) => {
        const waiting = this.pending.get(answer.id)
        this.pending.delete(answer.id)
        if (`error` in answer) waiting?.reject(new Error(answer.error))
        else waiting?.resolve(answer.scan)
      })
      // A thread that fails or stops fails the pages it had, so the build stops with the reason instead of waiting.
      const fail = (error: Error) => {
        for (const [id, waiting] of this.pending) {
          if (waiting.worker !== worker) continue
          this.pending.delete(id)
          waiting.reject(error)
        }
      }
      worker.on(`error`, fail)
      worker.on(`exit`, code => fail(new Error(`a page-scan thread stopped (exit code ${code})`)))
    }
  }

  /** The page's scan, parsed on the thread with the fewest pages waiting; its bytes are handed over, not copied. */
  parse(bytes: Buffer): Promise<PageScan> {
    const load = (worker: Worker) => [...this.pending.values()].filter(waiting => waiting.worker === worker).length
    const worker = this.workers.reduce((least, candidate) => (load(candidate) < load(least) ? candidate : least))
    // A buffer that shares its memory with others is copied, so handing it over detaches nothing else.
    const own = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : Uint8Array.prototype.slice.call(bytes)
    const id = ++this.lastId
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, worker })
      worker.postMessage({ id, bytes: own }, [own.buffer as ArrayBuffer])
    })
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map(worker => worker.terminate()))
  }
}

/**
 * Every file's scan, by path, and how many files had to be parsed (the others' bytes were scanned by an earlier build)
 * and read (the others are as the last build left them).
 */
export async function scanPages(
  files: readonly string[],
  cache?: ScanCache,
): Promise<{ pages: Map<string, ScannedPage>; parsed: number; read: number }> {
  const kept = (await cache?.get(CACHE_KEY)) as KeptScans | undefined
  // Scans made by other code are scanned again (gatsby-internals/build-code.ts).
  const known = new Map<string, PageScan>(kept?.code === buildCodeDigest() ? kept.entries : [])
  const stamps = new Map<string, [stamp: string, hash: string]>(
    ((await cache?.get(STAMPS_KEY)) ?? []).map(([file, stamp, hash]: string[]) => [file, [stamp, hash]]),
  )
  const scanned: ScannedPage[] = []
  let parsed = 0
  let read = 0
  let threads: ScanThreads | undefined
  // Pages as the last build left them keep their scan; only the others are read.
  const changed: Array<{ file: string; index: number; stamp: string }> = []
  for (const [index, file] of files.entries()) {
    const stamp = stampOf(file)
    const [lastStamp, lastHash] = stamps.get(file) ?? []
    const unchanged = lastStamp === stamp && lastHash !== undefined ? known.get(lastHash) : undefined
    if (unchanged) scanned[index] = { hash: lastHash!, scan: unchanged, stamp }
    else changed.push({ file, index, stamp })
  }
  try {
    await mapAtOnce(changed, READ_AT_ONCE, async ({ file, index, stamp }) => {
      const bytes = await fs.readFile(file)
      read++
      const hash = pageHash(bytes)
      let scan = known.get(hash)
      if (!scan) {
        // The first page to parse, when many are to be read, starts the threads; a warm build's few are parsed here.
        if (changed.length >= FEWEST_FOR_THREADS) threads ??= new ScanThreads()
        scan = threads ? await threads.parse(bytes) : parsePage(bytes)
        parsed++
      }
      scanned[index] = { hash, scan, stamp }
    })
  } finally {
    await threads?.close()
  }
  // In the files' order, whichever was read first, so the build's messages come in the same order every time.
  return { pages: new Map(files.map((file, index) => [file, scanned[index]])), parsed, read }
}

/**
 * Keeps the scans of the pages as they are now, and as they were read when the
 * build rewrote them, for the next build: a warm build writes each page again
 * as Gatsby made it, without the policy, when it stitches in its slices.
 */
export async function rememberScans(pages: ReadonlyMap<string, ScannedPage>, cache?: ScanCache): Promise<void> {
  const entries = [...pages.values()].flatMap(({ hash, scan, asRead }): KeptScans[`entries`] => [
    [hash, scan],
    ...(asRead ? [[asRead.hash, asRead.scan] as const] : []),
  ])
  await cache?.set(CACHE_KEY, { code: buildCodeDigest(), entries } satisfies KeptScans)
  await cache?.set(
    STAMPS_KEY,
    [...pages].map(([file, { stamp, hash }]) => [file, stamp, hash]),
  )
}
