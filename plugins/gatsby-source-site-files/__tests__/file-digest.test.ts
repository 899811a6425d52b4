// createFileNode takes the digest the sourcing left for a file, and reads the file for one only without it.
import { createHash } from "crypto"
import { promises as fs } from "fs"
import os from "os"
import path from "path"
import { leaveFileDigest } from "../source-files"

type Cache = { get(key: string): Promise<unknown>; set(key: string, value: unknown): Promise<unknown> }
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createFileNode } = require(`gatsby-source-filesystem/create-file-node`) as {
  createFileNode(
    file: string,
    createNodeId: (key: string) => string,
    options: object,
    cache: Cache,
  ): Promise<{ internal: { contentDigest: string } }>
}

it(`hands createFileNode the digest left for the file as it is, so it does not read the file`, async () => {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), `file-digest-`))
  try {
    const file = path.join(folder, `hello.md`)
    await fs.writeFile(file, `# Hello\n`)
    const entries = new Map<string, unknown>()
    const cache = { get: async (key: string) => entries.get(key), set: async (key: string, value: unknown) => entries.set(key, value) }
    const createNodeId = (key: string) => `node:${key}`
    const read = await createFileNode(file, createNodeId, { path: folder }, cache)
    expect(read.internal.contentDigest).toBe(createHash(`md5`).update(`# Hello\n`).digest(`hex`))
    entries.clear()
    // A digest no read of the file could give: found, so taken.
    await leaveFileDigest(cache, await fs.stat(file), `left-by-the-sourcing`)
    const left = await createFileNode(file, createNodeId, { path: folder }, cache)
    expect(left.internal.contentDigest).toBe(`left-by-the-sourcing`)
  } finally {
    await fs.rm(folder, { recursive: true, force: true })
  }
})
