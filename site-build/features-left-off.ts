// The optional parts of the browser bundles that the site leaves off, each swapped for a stand-in that does nothing:
// the features of src/optional-modules.ts whose setting is null in src/site-config.ts or whose content file is not
// there, and the rules only pages written right to left need when nothing on the site is (site-build/text-direction.ts).
// gatsby-node.ts hands the aliases to gatsby-internals/webpack.ts, which puts each stand-in in its module's place.
import { existsSync } from "fs"
import path from "path"
import { OPTIONAL_MODULES, type OptionalModule } from "../src/optional-modules"
import { siteConfig, type SiteConfig } from "../src/site-config"

/** The stylesheet only pages written right to left need, and its empty stand-in. */
export const RIGHT_TO_LEFT_RULES = { module: `src/styles/right-to-left.css`, off: `src/styles/right-to-left-off.css` }

/** Aliases from the modules left off to their stand-ins (a module as imports name it: without its extension, but CSS). */
export function featuresLeftOff(
  writesRightToLeft: boolean,
  config: SiteConfig = siteConfig,
  features: readonly OptionalModule[] = OPTIONAL_MODULES,
  exists: (file: string) => boolean = existsSync,
): Record<string, string> {
  const off: Array<Pick<OptionalModule, `module` | `off`>> = features.filter(feature =>
    feature.setting ? config[feature.setting] === null : feature.file !== undefined && !exists(path.resolve(feature.file)),
  )
  if (!writesRightToLeft) off.push(RIGHT_TO_LEFT_RULES)
  return Object.fromEntries(off.map(feature => [`${path.resolve(feature.module)}$`, path.resolve(feature.off)]))
}
