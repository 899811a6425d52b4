// @ts-check
// A thread of the card pool (card-pool.ts): draws the cards it is sent with the
// setup it was started with, and answers each with the JPEG or the error. A
// null message means no more cards: the thread ends once its work is done.
const { parentPort, workerData } = require(`worker_threads`)
const { cardDrawer } = require(`./card-drawing`)

if (!parentPort) throw new Error(`card-worker.js runs as a worker thread of card-pool.ts`)
const port = parentPort
// A setup that fails (a font file missing, say) fails each card it is asked for, with the reason.
const drawer = cardDrawer(workerData)
drawer.catch(() => {})

port.on(`message`, async (/** @type {{ id: number; band: import("./card-drawing").CardElement } | null} */ job) => {
  if (job === null) return port.close()
  try {
    const { image, missing } = await (await drawer).draw(job.band)
    port.postMessage({ id: job.id, image, missing })
  } catch (error) {
    port.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) })
  }
})
