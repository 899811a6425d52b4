// The optional features of the browser bundles (src/optional-modules.ts) that the site leaves off: the setting that
// turns one on is null in src/site-config.ts, or the content file that does is not there. gatsby-node.ts hands the
// aliases to gatsby-internals/webpack.ts, which puts each feature's stand-in in its module's place.
import { existsSync } from "fs"
import path from "path"
import { OPTIONAL_MODULES, type OptionalModule } from "../src/optional-modules"
import { siteConfig, type SiteConfig } from "../src/site-config"

/** Aliases from the modules of the features that are off to their empty stand-ins (a file imported without extension). */
export function featuresLeftOff(
  config: SiteConfig = siteConfig,
  features: readonly OptionalModule[] = OPTIONAL_MODULES,
  exists: (file: string) => boolean = existsSync,
): Record<string, string> {
  const off = features.filter(feature =>
    feature.setting ? config[feature.setting] === null : feature.file !== undefined && !exists(path.resolve(feature.file)),
  )
  return Object.fromEntries(off.map(feature => [`${path.resolve(feature.module)}$`, path.resolve(feature.off)]))
}
