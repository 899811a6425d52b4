// Gatsby internal: Gatsby's css-loader options for CSS modules (gatsby/dist/utils/webpack-utils.js),
// found among its webpack rules.
// Checked with gatsby 5.16.1 (gatsby-internals/checked-version.ts lists every internal).
// Guarded by e2e/hydration.test.ts, e2e/budget.test.ts,
// gatsby-internals/__tests__/class-names.test.ts.
//
// CSS modules' class names in the built site: six letters of a hash of the file
// and the class, set on Gatsby's css-loader by gatsby-internals/webpack.ts for the HTML
// renderer and the browser bundles alike (the development server keeps Gatsby's
// readable `file-module--class--hash`). A class name is in each page's HTML
// twice, in its CSS and in its class attributes, and again in the scripts, so
// short names make every page lighter. Letters only, so a name never starts with a digit;
// two classes that would get the same name (a few in a million for a few hundred
// classes) stop the build, naming both.
import { createHash } from "crypto"
import path from "path"

const LETTERS = `abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ`

/** A class's name in the built site: six letters of a hash of its file (relative to the project) and its name there. */
export function builtClassName(file: string, local: string): string {
  let number = createHash(`sha256`).update(`${file}\0${local}`).digest().readUIntBE(0, 6)
  let name = ``
  for (let i = 0; i < 6; i++, number = Math.floor(number / LETTERS.length)) name += LETTERS[number % LETTERS.length]
  return name
}

/** Names classes by `nameOf`, refusing a name that two classes would share. */
export function classNamer(nameOf = builtClassName): (file: string, local: string) => string {
  const owners = new Map<string, string>()
  return (file, local) => {
    const name = nameOf(file, local)
    const owner = `${file} .${local}`
    const other = owners.get(name)
    if (other !== undefined && other !== owner)
      throw new Error(`${owner} and ${other} would both be the class "${name}" in the built site: rename one of them`)
    owners.set(name, owner)
    return name
  }
}

interface RuleLike {
  oneOf?: RuleLike[]
  rules?: RuleLike[]
  use?: unknown
  loader?: string
  options?: { modules?: unknown }
}

interface LoaderContext {
  rootContext: string
  resourcePath: string
}

/** Sets css-loader's class names wherever Gatsby turned CSS modules on. */
export function shortenClassNames(rules: RuleLike[] | undefined, name = classNamer()): void {
  const getLocalIdent = (context: LoaderContext, _template: string, local: string) =>
    name(path.relative(context.rootContext, context.resourcePath).split(path.sep).join(`/`), local)
  for (const rule of rules ?? []) {
    shortenClassNames(rule.oneOf, name)
    shortenClassNames(rule.rules, name)
    const uses = (Array.isArray(rule.use) ? rule.use : [rule.use ?? rule]) as RuleLike[]
    for (const use of uses) {
      if (typeof use !== `object` || !use || !use.loader?.includes(`css-loader`)) continue
      const modules = use.options?.modules
      if (modules && typeof modules === `object`) use.options!.modules = { ...modules, getLocalIdent }
    }
  }
}
