// An old site written for a test in a fresh temporary folder, with a secret
// beside it (outside/) that an import must never read, and the import run on
// it with what it printed, reported and wrote.
import { promises as fs } from "fs"
import os from "os"
import path from "path"
import { runImport } from "../run"

export const lines = (...all: string[]) => all.join(`\n`)
export const MARKER = `MARKER-${process.pid}-outside-the-old-site`

/** The folders of the test that runs: the temporary folder, the old site in it, and what lies outside the site. */
export const where = { temp: ``, site: ``, outside: `` }

/** A fresh old site for each test of the file that calls it. */
export function withFreshOldSite(): void {
  beforeEach(async () => {
    where.temp = await fs.mkdtemp(path.join(os.tmpdir(), `hostile-site-`))
    where.site = path.join(where.temp, `site`)
    where.outside = path.join(where.temp, `outside`)
    await fs.mkdir(path.join(where.site, `static`), { recursive: true })
    await fs.mkdir(where.outside)
    await fs.writeFile(path.join(where.outside, `secret.png`), MARKER)
    await fs.writeFile(path.join(where.outside, `secret.md`), lines(`---`, `title: Secret`, `date: 2020-01-01`, `---`, ``, MARKER))
  })
  afterEach(() => fs.rm(where.temp, { recursive: true, force: true }))
}

export async function writeSite(files: Record<string, string>): Promise<void> {
  for (const [name, text] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(where.site, name)), { recursive: true })
    await fs.writeFile(path.join(where.site, name), text)
  }
}

export async function importSite({ oldSite }: { oldSite?: string } = {}) {
  const printed: string[] = []
  const out = path.join(where.temp, `out`)
  const options = { inputs: [where.site], out, report: path.join(where.temp, `report.txt`), oldSite }
  const code = await runImport(options, line => printed.push(line))
  const report = await fs.readFile(path.join(where.temp, `report.txt`), `utf8`)
  /** The report's lines for one post: its reasons or notes. */
  const reasons = (name: string) => {
    const all = report.split(`\n`)
    const at = all.findIndex(line => line.startsWith(path.relative(process.cwd(), path.join(where.site, name))))
    if (at === -1) return []
    const end = all.findIndex((line, index) => index > at && !line.startsWith(`  - `))
    return all.slice(at + 1, end === -1 ? undefined : end).map(line => line.slice(4))
  }
  const written: string[] = []
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await fs.readdir(dir, { withFileTypes: true }).catch(() => [])) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) await walk(full)
      else written.push(await fs.readFile(full, `utf8`))
    }
  }
  await walk(out)
  return { code, printed, report, reasons, out, written }
}

export const post = (title: string, ...body: string[]) => lines(`---`, `title: ${title}`, `date: 2021-01-01`, `---`, ``, ...body)
