// Module hooks that let the benchmark (plain Node) import the TypeScript helpers
// of e2e/support/, so the bench and the browser tests measure with the same code.
// Types are stripped with the project's own TypeScript compiler; nothing is type-checked.
import { readFile } from "node:fs/promises"
import ts from "typescript"

/** Relative imports in the TypeScript sources have no extension ("./browser", "../../plugins/gatsby-remark-rich-markdown/chromium"). */
export async function resolve(specifier, context, nextResolve) {
  try {
    return await nextResolve(specifier, context)
  } catch (error) {
    const fromTypeScript = context.parentURL?.endsWith(`.ts`)
    if (!fromTypeScript || !specifier.startsWith(`.`) || /\.[cm]?[jt]s$/.test(specifier)) throw error
    for (const extension of [`.ts`, `.js`]) {
      try {
        return await nextResolve(`${specifier}${extension}`, context)
      } catch {
        // The next extension.
      }
    }
    throw error
  }
}

export async function load(url, context, nextLoad) {
  if (!url.startsWith(`file:`) || !url.endsWith(`.ts`)) return nextLoad(url, context)
  const source = await readFile(new URL(url), `utf8`)
  const { outputText } = ts.transpileModule(source, {
    fileName: url,
    compilerOptions: {
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
      esModuleInterop: true,
      isolatedModules: true,
    },
  })
  return { format: `module`, source: outputText, shortCircuit: true }
}
