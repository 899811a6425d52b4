// A throwaway copy of the project (project-copy.ts), for tests that build the
// site from other content: files written into it, and the project's `npm run build`
// and `npm run develop` run there. The fixture sites (fixture-sites.ts) are such copies.
import { spawn } from "child_process"
import { promises as fs } from "fs"
import net from "net"
import path from "path"
import { copyProject, gatsbyScriptArgs } from "./project-copy"
import { ROOT } from "./site"

export interface BuildResult {
  /** The exit code of `gatsby build`. */
  code: number | null
  /** stdout and stderr, interleaved, without colours. */
  output: string
  /** The output's lines, trimmed, without empty ones. */
  lines: string[]
}

export interface DevServer {
  /** http://127.0.0.1:port, without a trailing slash. */
  url: string
  /** What `gatsby develop` has printed so far, without colours. */
  output(): string
  stop(): Promise<void>
}

export interface TempSite {
  dir: string
  publicDir: string
  /** Writes a file at `relativePath` inside the copy, creating folders as needed. */
  write(relativePath: string, content: string | Buffer): Promise<void>
  /** Empties a folder of the copy (or creates it empty). */
  empty(relativePath: string): Promise<void>
  /** Runs the project's `npm run build` in the copy, with `env` added to this process's environment and `args` to the command. */
  build(options?: { timeoutMs?: number; env?: Record<string, string>; args?: string[] }): Promise<BuildResult>
  /** Starts `gatsby develop` on 127.0.0.1 and resolves once it serves the site. */
  develop(options?: { timeoutMs?: number }): Promise<DevServer>
  remove(): Promise<void>
}

/** A file's text, as written by an editor: the lines, each ending with a newline. */
export function textFile(...lines: string[]): string {
  return lines.join(`\n`) + `\n`
}

/** A post file: its front matter, one quoted `key: "value"` a line, then the body. */
export function markdownPost(front: Record<string, string>, body: string): string {
  const lines = Object.entries(front).map(([key, value]) => `${key}: "${value}"`)
  return `---\n${lines.join(`\n`)}\n---\n\n${body}\n`
}

/** A copy of the project named after `label`, in `parent` (the system's temp folder by default). */
export async function createTempSite(label = `site`, parent?: string): Promise<TempSite> {
  return tempSiteAt(await copyProject(ROOT, label, { parent }))
}

/** The copy of the project in `dir`, made by createTempSite, to write into and build again. */
export function tempSiteAt(dir: string): TempSite {
  return {
    dir,
    publicDir: path.join(dir, `public`),
    async write(relativePath, content) {
      const file = path.join(dir, relativePath)
      await fs.mkdir(path.dirname(file), { recursive: true })
      await fs.writeFile(file, content)
    },
    async empty(relativePath) {
      const folder = path.join(dir, relativePath)
      await fs.rm(folder, { recursive: true, force: true })
      await fs.mkdir(folder, { recursive: true })
    },
    build: options => runBuild(dir, options?.timeoutMs, options?.env, options?.args),
    develop: options => startDevelop(dir, options?.timeoutMs),
    remove: () => fs.rm(dir, { recursive: true, force: true }),
  }
}

// eslint-disable-next-line no-control-regex
const withoutColours = (text: string) => text.replace(/\u001b\[[0-9;]*[A-Za-z]/g, ``)

/** The process groups of the Gatsby builds and servers this process has started and that are still running. */
const running = new Set<number>()

/** Stops every Gatsby build or server this process started, with its workers: for a process told to stop early. */
export function stopRunningGatsby(): void {
  for (const pid of running) process.kill(-pid, `SIGKILL`)
  running.clear()
}

/** Runs the copy's `npm run build` or `npm run develop` (its node command, without npm), with `args` added. */
async function runGatsby(dir: string, script: `build` | `develop`, args: string[], extraEnv: Record<string, string> = {}) {
  // Jest sets NODE_ENV=test, which would make `gatsby develop` skip its own Babel setup.
  const { NODE_ENV, ...env } = process.env
  const child = spawn(process.execPath, [...(await gatsbyScriptArgs(dir, script)), ...args], {
    cwd: dir,
    env: { ...env, ...extraEnv, CI: `true`, NO_COLOR: `1`, FORCE_COLOR: `0`, GATSBY_TELEMETRY_DISABLED: `1` },
    stdio: [`ignore`, `pipe`, `pipe`],
    // Its own process group, so it can be stopped with its workers.
    detached: true,
  })
  const { pid } = child
  if (pid) {
    running.add(pid)
    child.once(`exit`, () => running.delete(pid))
  }
  return child
}

/** A port that was free a moment ago on 127.0.0.1. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once(`error`, reject)
    server.listen(0, `127.0.0.1`, () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

async function startDevelop(dir: string, timeoutMs = 240_000): Promise<DevServer> {
  const port = await freePort()
  const child = await runGatsby(dir, `develop`, [`--host`, `127.0.0.1`, `--port`, String(port)])
  let output = ``
  child.stdout.on(`data`, chunk => (output += chunk))
  child.stderr.on(`data`, chunk => (output += chunk))
  const exit = new Promise<void>(resolve => child.once(`exit`, () => resolve()))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid) process.kill(-child.pid, `SIGKILL`)
    await exit
  }
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + timeoutMs
  while (!withoutColours(output).includes(`You can now view`)) {
    const exited = child.exitCode !== null || child.signalCode !== null
    if (exited || Date.now() > deadline) {
      await stop()
      throw new Error(`gatsby develop in ${dir} did not start:\n${withoutColours(output).slice(-4000)}`)
    }
    await new Promise(resolve => setTimeout(resolve, 500))
  }
  return { url, output: () => withoutColours(output), stop }
}

async function runBuild(dir: string, timeoutMs = 420_000, env?: Record<string, string>, args: string[] = []): Promise<BuildResult> {
  const child = await runGatsby(dir, `build`, args, env)
  return new Promise((resolve, reject) => {
    let output = ``
    child.stdout.on(`data`, chunk => (output += chunk))
    child.stderr.on(`data`, chunk => (output += chunk))
    const timer = setTimeout(() => {
      if (child.pid) process.kill(-child.pid, `SIGKILL`)
      reject(new Error(`gatsby build in ${dir} took longer than ${timeoutMs} ms:\n${output.slice(-4000)}`))
    }, timeoutMs)
    child.on(`error`, error => {
      clearTimeout(timer)
      reject(error)
    })
    child.on(`close`, code => {
      clearTimeout(timer)
      const plain = withoutColours(output)
      resolve({
        code,
        output: plain,
        lines: plain
          .split(/\r?\n/)
          .map(line => line.trim())
          .filter(Boolean),
      })
    })
  })
}
