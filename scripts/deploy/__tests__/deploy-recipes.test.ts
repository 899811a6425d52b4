/** @jest-environment node */
// The deploy recipes as the hosts read them: the GitHub Actions workflow,
// netlify.toml and wrangler.toml, checked against the project they build.
import { execFileSync } from "child_process"
import { mkdtempSync, readFileSync, rmSync } from "fs"
import os from "os"
import path from "path"
import { parse as parseToml } from "smol-toml"
import { parse as parseYaml } from "yaml"

const ROOT = path.resolve(__dirname, `../../..`)
const read = (file: string) => readFileSync(path.join(ROOT, file), `utf8`)
const NODE_MAJOR = read(`.nvmrc`).trim()
const packageJson = JSON.parse(read(`package.json`))

interface Step {
  id?: string
  name?: string
  uses?: string
  run?: string
  with?: Record<string, string>
  env?: Record<string, string>
}

describe(`the GitHub Pages workflow`, () => {
  const workflow = parseYaml(read(`.github/workflows/deploy.yml`))
  const build: Step[] = workflow.jobs.build.steps
  const action = (name: string) => build.find(step => step.uses?.split(`@`)[0] === name)

  it(`runs on every push to main, with the rights a Pages deploy needs`, () => {
    expect(workflow.on.push.branches).toEqual([`main`])
    expect(workflow.permissions).toEqual({ contents: `read`, pages: `write`, "id-token": `write` })
  })

  it(
    `builds in order: checkout, Node from .nvmrc with npm's cache, install, ` +
      `the content check, the prefix, Gatsby's cache, build, upload`,
    () => {
      const order = build.map(step => step.uses?.split(`@`)[0] ?? step.run?.split(` `).slice(0, 3).join(` `))
      expect(order).toEqual([
        `actions/checkout`,
        `actions/setup-node`,
        `npm install`,
        `npm run check`,
        `actions/configure-pages`,
        `echo "PATH_PREFIX=$(npx tsx`,
        `actions/cache`,
        `npm run build`,
        `actions/upload-pages-artifact`,
      ])
      expect(action(`actions/setup-node`)?.with).toEqual({ "node-version-file": `.nvmrc`, cache: `npm` })
      expect(build.find(step => step.run?.startsWith(`npm run build`))?.run).toBe(`npm run build -- --prefix-paths`)
      expect(action(`actions/upload-pages-artifact`)?.with?.path).toBe(`public`)
    },
  )

  it(`keeps Gatsby's cache and the last output between runs, apart for each prefix`, () => {
    const cache = action(`actions/cache`)?.with ?? {}
    expect(cache.path.trim().split(`\n`)).toEqual([`.cache`, `public`])
    expect(cache.key).toContain(`\${{ env.PATH_PREFIX }}`)
    expect(cache[`restore-keys`].trim()).toBe(cache.key.replace(/\$\{\{ github\.run_id \}\}$/, ``))
  })

  it(`deploys the uploaded site with GitHub Pages once the build is done`, () => {
    const deploy = workflow.jobs.deploy
    expect(deploy.needs).toBe(`build`)
    expect(deploy.environment.name).toBe(`github-pages`)
    expect(deploy.steps.map((step: Step) => step.uses?.split(`@`)[0])).toEqual([`actions/deploy-pages`])
  })

  it.each([
    [`a project site`, `ada/blog`, `/blog`, `/blog`],
    [`a user site`, `ada/ada.github.io`, ``, ``],
    [`a project site on its own domain`, `ada/blog`, ``, ``],
  ])(`its prefix step gives PATH_PREFIX for %s`, (_name, repository, basePath, expected) => {
    const step = build.find(candidate => candidate.name === `Path prefix`) as Step
    expect(step.env).toEqual({ PAGES_BASE_PATH: `\${{ steps.pages.outputs.base_path }}` })
    const dir = mkdtempSync(path.join(os.tmpdir(), `github-env-`))
    try {
      const githubEnv = path.join(dir, `env`)
      execFileSync(`bash`, [`-c`, step.run as string], {
        cwd: ROOT,
        env: { ...process.env, GITHUB_ENV: githubEnv, GITHUB_REPOSITORY: repository, PAGES_BASE_PATH: basePath },
        stdio: [`ignore`, `ignore`, `ignore`],
      })
      expect(readFileSync(githubEnv, `utf8`)).toBe(`PATH_PREFIX=${expected}\n`)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe(`netlify.toml`, () => {
  const config = parseToml(read(`netlify.toml`)) as {
    build: { command: string; publish: string; environment: Record<string, string> }
    plugins?: unknown
  }

  it(`checks the content, then builds with the project's build script into public/, on the Node of .nvmrc`, () => {
    expect(config.build.command).toBe(`npm run check && npm run build`)
    expect(packageJson.scripts.check).toBe(`tsx scripts/check.ts`)
    expect(packageJson.scripts.build).toBe(`node --require ./gatsby-internals/parcel-snapshot.cjs node_modules/gatsby/cli.js build`)
    expect(config.build.publish).toBe(`public`)
    expect(config.build.environment.NODE_VERSION).toBe(NODE_MAJOR)
    expect(config.plugins).toBeUndefined()
  })
})

it(`wrangler.toml publishes public/ to Cloudflare Pages`, () => {
  const config = parseToml(read(`wrangler.toml`)) as Record<string, string>
  expect(config.pages_build_output_dir).toBe(`public`)
  expect(config.name).toMatch(/^[a-z0-9-]+$/)
})

it(`.nvmrc names a Node the project supports`, () => {
  expect(Number(NODE_MAJOR)).toBeGreaterThanOrEqual(Number(/>=(\d+)/.exec(packageJson.engines.node)?.[1]))
})
