import path from "path"
import { featuresLeftOff, RIGHT_TO_LEFT_RULES } from "../features-left-off"
import { siteConfig, type SiteConfig } from "../../src/site-config"
import type { OptionalModule } from "../../src/optional-modules"

const FEATURES: OptionalModule[] = [
  { setting: `comments`, module: `src/components/post-comments`, off: `src/components/post-comments-off.tsx` },
  { file: `content/data/authors.json`, module: `src/components/author-card`, off: `src/components/author-card-off.tsx` },
]
const alias = (feature: OptionalModule) => ({ [`${path.resolve(feature.module)}$`]: path.resolve(feature.off) })
const withComments = { ...siteConfig, comments: { repo: `you/blog`, repoId: `R_1`, category: `General`, categoryId: `DIC_1` } }

it(`puts the stand-in in the place of a feature whose setting is null, or whose content file is not there`, () => {
  expect(featuresLeftOff(true, { ...siteConfig, comments: null }, FEATURES, () => false)).toEqual({
    ...alias(FEATURES[0]),
    ...alias(FEATURES[1]),
  })
})

it(`keeps a feature the site config turns on, and one whose content file is there`, () => {
  const exists = (file: string) => file === path.resolve(`content/data/authors.json`)
  expect(featuresLeftOff(true, withComments as SiteConfig, FEATURES, exists)).toEqual({})
  expect(featuresLeftOff(true, withComments as SiteConfig, FEATURES, () => false)).toEqual(alias(FEATURES[1]))
})

it(`leaves out the right-to-left rules, for their empty stylesheet, on a site with nothing written so, and only there`, () => {
  expect(featuresLeftOff(false, withComments as SiteConfig, [], () => true)).toEqual(alias(RIGHT_TO_LEFT_RULES))
  expect(featuresLeftOff(true, withComments as SiteConfig, [], () => true)).toEqual({})
})
