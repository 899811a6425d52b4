import { promises as fs } from "fs"
import os from "os"
import path from "path"
import { OPEN_AT_ONCE, readContentFolder } from "../content-folder"

let root: string
beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), `content-folder-`))
  const posts = path.join(root, `content`, `posts`)
  await fs.mkdir(path.join(root, `content`, `data`), { recursive: true })
  await fs.writeFile(path.join(root, `content`, `data`, `profile.json`), `{}`)
  // Files and folder posts, more than can be open at once.
  for (let i = 0; i < 150; i++) {
    await fs.mkdir(path.join(posts, `folder-${i}`), { recursive: true })
    await fs.writeFile(path.join(posts, `folder-${i}`, `index.md`), `# Folder ${i}\n`)
    await fs.writeFile(path.join(posts, `file-${i}.md`), `# File ${i}\n`)
  }
})
afterAll(() => fs.rm(root, { recursive: true, force: true }))

it(`reads every post and data file, never holding more than a few dozen files or folders open`, async () => {
  let open = 0
  let most = 0
  const counted =
    <A extends unknown[], R>(real: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      most = Math.max(most, ++open)
      try {
        return await real(...args)
      } finally {
        open--
      }
    }
  const [realReadFile, realReaddir] = [fs.readFile.bind(fs), fs.readdir.bind(fs)]
  const readFile = jest.spyOn(fs, `readFile`).mockImplementation(counted(realReadFile) as typeof fs.readFile)
  const readdir = jest.spyOn(fs, `readdir`).mockImplementation(counted(realReaddir) as typeof fs.readdir)
  try {
    const folder = await readContentFolder(root)
    expect(folder.posts).toHaveLength(300)
    expect(folder.posts.find(post => post.relativePath === `folder-7/index.md`)?.text).toBe(`# Folder 7\n`)
    expect(folder.data.map(data => data.relativePath)).toEqual([`profile.json`])
    // One level of folders open at once, and one file in each, at most.
    expect(most).toBeLessThanOrEqual(2 * OPEN_AT_ONCE)
    expect(most).toBeGreaterThan(1)
  } finally {
    readFile.mockRestore()
    readdir.mockRestore()
  }
})
