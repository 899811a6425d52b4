/** @jest-environment node */
import { execFileSync } from "child_process"
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "fs"
import os from "os"
import path from "path"
import { lastCommitDays, withGitUpdated } from "../git-dates"

let dir: string
const git = (cwd: string, args: string[], day?: string) =>
  execFileSync(`git`, args, {
    cwd,
    env: { ...process.env, ...(day ? { GIT_AUTHOR_DATE: `${day}T12:00:00Z`, GIT_COMMITTER_DATE: `${day}T12:00:00Z` } : {}) },
    stdio: `pipe`,
  })
const commit = (files: Record<string, string>, day: string) => {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), text)
  }
  git(dir, [`add`, `.`])
  git(dir, [`-c`, `user.name=T`, `-c`, `user.email=t@example.org`, `commit`, `-q`, `-m`, day], day)
}

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), `git-dates-`))
  git(dir, [`init`, `-q`])
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

it(`dates each file by its last commit, names with spaces and accents included`, () => {
  commit({ "content/posts/a.md": `1`, "content/posts/café au lait.md": `1` }, `2024-01-05`)
  commit({ "content/posts/a.md": `2` }, `2024-03-09`)
  commit({ "README.md": `x` }, `2024-05-01`)
  const { days } = lastCommitDays(dir) as { days: Map<string, string> }
  const root = execFileSync(`git`, [`rev-parse`, `--show-toplevel`], { cwd: dir, encoding: `utf8` }).trim()
  expect(days.get(path.join(root, `content/posts/a.md`))).toBe(`2024-03-09`)
  expect(days.get(path.join(root, `content/posts/café au lait.md`))).toBe(`2024-01-05`)
  expect(days.get(path.join(root, `README.md`))).toBe(`2024-05-01`)
})

it(`uses no day from a shallow clone, and says how to fetch the history`, () => {
  commit({ "a.md": `1` }, `2024-01-05`)
  commit({ "a.md": `2` }, `2024-02-05`)
  const shallow = path.join(dir, `..`, `${path.basename(dir)}-shallow`)
  git(os.tmpdir(), [`clone`, `-q`, `--depth`, `1`, `file://${dir}`, shallow])
  try {
    const result = lastCommitDays(shallow)
    expect(result.days).toBeNull()
    expect(`why` in result && result.why).toMatch(/shallow.*git fetch --unshallow.*fetch-depth: 0/)
  } finally {
    rmSync(shallow, { recursive: true, force: true })
  }
})

it(`says so outside a git repository`, () => {
  const plain = mkdtempSync(path.join(os.tmpdir(), `no-git-`))
  try {
    expect(lastCommitDays(plain)).toEqual({ days: null, why: expect.stringMatching(/not in a git repository/) })
  } finally {
    rmSync(plain, { recursive: true, force: true })
  }
})

describe(`withGitUpdated`, () => {
  const post = { title: `A`, date: `2024-01-05` }
  it(`gives a post without updated the day of its last commit, when it is after the post's date`, () => {
    expect(withGitUpdated(post, `2024-03-09`)).toEqual({ ...post, updated: `2024-03-09` })
  })
  it(`keeps the front matter's own updated, and takes no day on or before the date, nor none`, () => {
    const written = { ...post, updated: `2024-02-01` }
    expect(withGitUpdated(written, `2024-03-09`)).toBe(written)
    expect(withGitUpdated(post, `2024-01-05`)).toBe(post)
    expect(withGitUpdated(post, `2023-12-31`)).toBe(post)
    expect(withGitUpdated(post, undefined)).toBe(post)
  })
})
