// What the site sources from a content folder: the same files and nodes in a
// build (one synchronous walk) as in `gatsby develop` (gatsby-source-filesystem's
// watcher, told what to skip), and what both leave out.
import { execFileSync } from "child_process"
import { promises as fs } from "fs"
import os from "os"
import path from "path"
import { isSkippedBelow, listFiles } from "../files"
import { sourceFiles } from "../source-files"
import { fakeApi } from "../test-support/fake-api"

interface FileNode {
  id: string
  absolutePath: string
  relativePath: string
  sourceInstanceName: string
  internal: { type: string; contentDigest: string; mediaType?: string }
}

let root: string
let posts: string
beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), `site-files-`))
  posts = path.join(root, `posts`)
  const write = async (file: string, text: string) => {
    await fs.mkdir(path.dirname(path.join(posts, file)), { recursive: true })
    await fs.writeFile(path.join(posts, file), text)
  }
  await write(`hello.md`, `# Hello\n`)
  await write(`folder-post/index.md`, `# Folder post\n`)
  await write(`folder-post/images/cover.png`, `not really a png`)
  // Left out: dot files and folders, Vim's undo files, packages' folders, a lock file.
  await write(`.draft.md`, `# A dot file\n`)
  await write(`._hello.md`, `macOS metadata`)
  await write(`.obsidian/workspace.json`, `{}`)
  await write(`hello.md.un~`, `undo`)
  await write(`node_modules/pkg/readme.md`, `# Not a post\n`)
  await write(`bower_components/lib/readme.md`, `# Not a post\n`)
  await write(`yarn.lock`, `# lock`)
  // A linked folder counts as what it holds; a broken link is left out.
  await fs.mkdir(path.join(root, `elsewhere`))
  await fs.writeFile(path.join(root, `elsewhere`, `index.md`), `# Linked\n`)
  await fs.symlink(path.join(root, `elsewhere`), path.join(posts, `linked`))
  await fs.symlink(path.join(root, `nowhere`), path.join(posts, `broken.md`))
})
afterAll(() => fs.rm(root, { recursive: true, force: true }))

const relative = (files: string[]) => files.map(file => path.relative(posts, file).split(path.sep).join(`/`)).sort()

it(`lists every folder and file but dot files, undo files, node_modules, bower_components and yarn.lock, following links`, () => {
  const { folders, files } = listFiles(posts)
  expect(relative(folders)).toEqual([``, `folder-post`, `folder-post/images`, `linked`])
  expect(relative(files)).toEqual([`folder-post/images/cover.png`, `folder-post/index.md`, `hello.md`, `linked/index.md`])
})

it(`skips by the names below the folder, not above it`, () => {
  const hiddenRoot = path.join(root, `.config`, `site`, `posts`)
  expect(isSkippedBelow(hiddenRoot, path.join(hiddenRoot, `hello.md`))).toBe(false)
  expect(isSkippedBelow(hiddenRoot, hiddenRoot)).toBe(false)
  expect(isSkippedBelow(hiddenRoot, path.join(hiddenRoot, `.git`, `config`))).toBe(true)
  expect(isSkippedBelow(hiddenRoot, path.join(hiddenRoot, `a`, `node_modules`, `b.md`))).toBe(true)
})

it(`lists nothing for a folder that is not there`, () => {
  expect(listFiles(path.join(root, `missing`))).toEqual({ folders: [], files: [] })
})

it(`makes in a build the nodes gatsby develop makes through gatsby-source-filesystem`, async () => {
  const { api, nodes } = fakeApi()
  await sourceFiles(api as never, { name: `posts`, path: posts, fastHash: false })
  const develop: FileNode[] = JSON.parse(
    execFileSync(process.execPath, [path.join(__dirname, `..`, `test-support`, `develop-sourcing.js`), posts], {
      encoding: `utf8`,
      timeout: 60_000,
    }),
  )
  const essentials = (list: FileNode[]) =>
    list
      .map(({ id, absolutePath, relativePath, sourceInstanceName, internal }) => ({
        id,
        absolutePath,
        relativePath,
        sourceInstanceName,
        type: internal.type,
        digest: internal.type === `File` ? internal.contentDigest : ``,
        mediaType: internal.mediaType,
      }))
      .sort((a, b) => a.absolutePath.localeCompare(b.absolutePath))
  expect(essentials(nodes as FileNode[])).toEqual(essentials(develop))
  expect(nodes.filter(node => (node as FileNode).internal.type === `File`)).toHaveLength(4)
  expect(nodes.filter(node => (node as FileNode).internal.type === `Directory`)).toHaveLength(4)
})

it(`stops the build, naming the folder, when the folder is not there`, async () => {
  const { api } = fakeApi()
  await expect(sourceFiles(api as never, { name: `data`, path: path.join(root, `missing`) })).rejects.toThrow(
    /sources the folder .*missing \(gatsby-source-site-files, "data"\), which does not exist/,
  )
})
