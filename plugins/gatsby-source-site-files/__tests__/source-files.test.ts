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
/** A folder beside the project, as another checkout or the system's files would be. */
let elsewhere: string
beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), `site-files-`))
  elsewhere = await fs.mkdtemp(path.join(os.tmpdir(), `site-files-outside-`))
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
  // Links out of the project are left out, with all they hold.
  await fs.writeFile(path.join(elsewhere, `secret.md`), `# Not the project's\n`)
  await fs.mkdir(path.join(elsewhere, `notes`))
  await fs.writeFile(path.join(elsewhere, `notes`, `index.md`), `# Not the project's either\n`)
  await fs.symlink(path.join(elsewhere, `secret.md`), path.join(posts, `secret.md`))
  await fs.symlink(path.join(elsewhere, `notes`), path.join(posts, `notes`))
})
afterAll(() => Promise.all([root, elsewhere].map(dir => fs.rm(dir, { recursive: true, force: true }))))

const relative = (files: string[]) => files.map(file => path.relative(posts, file).split(path.sep).join(`/`)).sort()

it(`lists every folder and file but dot files, undo files, node_modules, bower_components and yarn.lock, following links`, () => {
  const { folders, files } = listFiles(posts, root)
  expect(relative(folders)).toEqual([``, `folder-post`, `folder-post/images`, `linked`])
  expect(relative(files)).toEqual([`folder-post/images/cover.png`, `folder-post/index.md`, `hello.md`, `linked/index.md`])
})

it(`lists a link out of the project, with where it leads, apart from the files, and nothing behind it`, async () => {
  const { folders, files, outside } = listFiles(posts, root)
  const real = await fs.realpath(elsewhere)
  expect([...outside].sort((a, b) => a.link.localeCompare(b.link))).toEqual([
    { link: path.join(posts, `notes`), target: path.join(real, `notes`), folder: true },
    { link: path.join(posts, `secret.md`), target: path.join(real, `secret.md`), folder: false },
  ])
  expect([...folders, ...files].some(file => /notes|secret/.test(file))).toBe(false)
})

it(`lists a sourced folder that is itself a link out of the project as one link, and nothing in it`, async () => {
  const linkedRoot = path.join(root, `linked-root`)
  await fs.symlink(elsewhere, linkedRoot)
  try {
    expect(listFiles(linkedRoot, root)).toEqual({
      folders: [],
      files: [],
      outside: [{ link: linkedRoot, target: await fs.realpath(elsewhere), folder: true }],
    })
  } finally {
    await fs.unlink(linkedRoot)
  }
})

it(`skips by the names below the folder, not above it`, () => {
  const hiddenRoot = path.join(root, `.config`, `site`, `posts`)
  expect(isSkippedBelow(hiddenRoot, path.join(hiddenRoot, `hello.md`))).toBe(false)
  expect(isSkippedBelow(hiddenRoot, hiddenRoot)).toBe(false)
  expect(isSkippedBelow(hiddenRoot, path.join(hiddenRoot, `.git`, `config`))).toBe(true)
  expect(isSkippedBelow(hiddenRoot, path.join(hiddenRoot, `a`, `node_modules`, `b.md`))).toBe(true)
})

it(`lists nothing for a folder that is not there`, () => {
  expect(listFiles(path.join(root, `missing`), root)).toEqual({ folders: [], files: [], outside: [] })
})

it(`makes in a build the nodes gatsby develop makes through gatsby-source-filesystem, links out of the project left out`, async () => {
  const { api, nodes } = fakeApi()
  await sourceFiles(api as never, { name: `posts`, path: posts, fastHash: false, project: root })
  const develop: FileNode[] = JSON.parse(
    execFileSync(process.execPath, [path.join(__dirname, `..`, `test-support`, `develop-sourcing.js`), posts, root], {
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
  expect(nodes.some(node => /notes|secret/.test((node as FileNode).absolutePath))).toBe(false)
})

it(`stops the build, naming the folder, when the folder is not there`, async () => {
  const { api } = fakeApi()
  await expect(sourceFiles(api as never, { name: `data`, path: path.join(root, `missing`), project: root })).rejects.toThrow(
    /sources the folder .*missing \(gatsby-source-site-files, "data"\), which does not exist/,
  )
})
