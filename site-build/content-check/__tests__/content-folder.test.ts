import { promises as fs } from "fs"
import os from "os"
import path from "path"
import { postCount, readContentFolder } from "../content-folder"

let root: string
beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), `content-folder-`))
  const posts = path.join(root, `content`, `posts`)
  await fs.mkdir(path.join(root, `content`, `data`), { recursive: true })
  await fs.writeFile(path.join(root, `content`, `data`, `profile.json`), `{}`)
  // File posts and folder posts.
  for (let i = 0; i < 150; i++) {
    await fs.mkdir(path.join(posts, `folder-${i}`), { recursive: true })
    await fs.writeFile(path.join(posts, `folder-${i}`, `index.md`), `# Folder ${i}\n`)
    await fs.writeFile(path.join(posts, `file-${i}.md`), `# File ${i}\n`)
  }
  // What Gatsby's sourcing leaves out, and a linked folder, which it follows.
  await fs.writeFile(path.join(posts, `.hidden.md`), `# Hidden\n`)
  await fs.writeFile(path.join(posts, `file-1.md.un~`), `undo`)
  await fs.mkdir(path.join(posts, `node_modules`, `pkg`), { recursive: true })
  await fs.writeFile(path.join(posts, `node_modules`, `pkg`, `readme.md`), `# Not a post\n`)
  await fs.mkdir(path.join(root, `elsewhere`))
  await fs.writeFile(path.join(root, `elsewhere`, `index.md`), `# Linked\n`)
  await fs.symlink(path.join(root, `elsewhere`), path.join(posts, `linked`))
  await fs.symlink(path.join(root, `nowhere`), path.join(posts, `broken.md`))
  await fs.mkdir(path.join(root, `static`, `images`), { recursive: true })
  await fs.writeFile(path.join(root, `static`, `images`, `a.png`), ``)
})
afterAll(() => fs.rm(root, { recursive: true, force: true }))

it(`reads every post and data file as Gatsby sources them, sorted by file`, async () => {
  const folder = await readContentFolder(root)
  expect(folder.posts).toHaveLength(301)
  expect(folder.posts.find(post => post.relativePath === `folder-7/index.md`)?.text).toBe(`# Folder 7\n`)
  expect(folder.posts.find(post => post.relativePath === `linked/index.md`)?.text).toBe(`# Linked\n`)
  expect(folder.posts.map(post => post.file)).toEqual(folder.posts.map(post => post.file).sort((a, b) => a.localeCompare(b)))
  expect(folder.posts.some(post => /hidden|node_modules|broken|un~/.test(post.file))).toBe(false)
  expect(folder.data.map(data => data.relativePath)).toEqual([`profile.json`])
  expect(folder.files.has(path.join(root, `static`, `images`, `a.png`))).toBe(true)
})

it(`counts the posts it would read, without reading them`, () => {
  expect(postCount(root)).toBe(301)
  expect(postCount(path.join(root, `elsewhere`))).toBe(0)
})
