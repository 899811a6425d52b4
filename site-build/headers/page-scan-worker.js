// @ts-check
// A thread of the page scan (page-scan.ts): parses each page it is sent (its
// bytes, handed over without a copy) and answers with what the page holds, or
// the error.
const { parentPort } = require(`worker_threads`)
const { parsePage } = require(`./page-reading`)

if (!parentPort) throw new Error(`page-scan-worker.js runs as a worker thread of page-scan.ts`)
const port = parentPort

port.on(`message`, (/** @type {{ id: number; bytes: Uint8Array }} */ job) => {
  try {
    port.postMessage({ id: job.id, scan: parsePage(job.bytes) })
  } catch (error) {
    port.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) })
  }
})
