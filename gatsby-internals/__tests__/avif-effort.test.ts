/** @jest-environment node */
import sharp, { type Sharp } from "sharp"
import { AVIF_EFFORT, lowerAvifEffort } from "../avif-effort"

// gatsby-plugin-sharp calls .avif({ quality, force }) on the shared sharp module;
// this proves the lower default reaches such a call, and that a chosen effort still wins.
it(`encodes AVIF at the lower effort unless a call chooses its own`, async () => {
  const image = () => sharp({ create: { width: 8, height: 8, channels: 3, background: `#a93f0a` } })
  const effortOf = (pipeline: Sharp) => (pipeline as unknown as { options: { heifEffort: number } }).options.heifEffort
  expect(effortOf(image().avif({ quality: 50 }))).toBe(4)
  lowerAvifEffort()
  lowerAvifEffort()
  expect(effortOf(image().avif({ quality: 50, force: true }))).toBe(AVIF_EFFORT)
  expect(effortOf(image().avif({ effort: 6 }))).toBe(6)
  await expect(image().avif({ quality: 50 }).toBuffer()).resolves.toBeInstanceOf(Buffer)
})
