// The site's Content-Security-Policy, built from what the pages really carry:
// the inline scripts and styles are allowed by their SHA-256 hash, images from
// another host by their origin, and nothing else from anywhere but the site.

export interface PolicyInputs {
  /** Hashes ('sha256-…') of the inline scripts every page may run. */
  scriptHashes: string[]
  /** Hashes of the inline <style> elements. */
  styleHashes: string[]
  /** Other hosts' images the content shows (an https:// cover), as origins. */
  imageOrigins: string[]
  /** The video players a post body may start (its click-to-play videos), as origins. */
  frameOrigins?: string[]
  /** Hosts the site config's features need (src/site-config.ts): a visitor counter's script and where it sends, a newsletter's form. */
  featureOrigins?: FeatureOrigins
}

/** The origins of the optional features, by directive. */
export interface FeatureOrigins {
  script: string[]
  connect: string[]
  img: string[]
  form: string[]
}

export function contentSecurityPolicy({
  scriptHashes,
  styleHashes,
  imageOrigins,
  frameOrigins = [],
  featureOrigins,
}: PolicyInputs): string {
  const features = featureOrigins ?? { script: [], connect: [], img: [], form: [] }
  const directives: Array<[string, string[]]> = [
    [`default-src`, [`'self'`]],
    [`script-src`, [`'self'`, ...unique(scriptHashes), ...unique(features.script)]],
    [`style-src`, [`'self'`, ...unique(styleHashes)]],
    // style="" attributes: Gatsby's focus wrapper and route announcer, the
    // splash's duration and each image's placeholder colour (one per image, so
    // they cannot be listed). An attribute can neither run script nor load
    // anything img-src and font-src do not allow.
    [`style-src-attr`, [`'unsafe-inline'`]],
    [`img-src`, [`'self'`, `data:`, ...unique([...imageOrigins, ...features.img])]],
    [`font-src`, [`'self'`]],
    // Only where a post has a video: the player the reader starts.
    ...(frameOrigins.length > 0 ? [[`frame-src`, unique(frameOrigins)] as [string, string[]]] : []),
    [`connect-src`, [`'self'`, ...unique(features.connect)]],
    [`manifest-src`, [`'self'`]],
    [`base-uri`, [`'self'`]],
    [`form-action`, [`'self'`, ...unique(features.form)]],
    [`frame-ancestors`, [`'none'`]],
    [`object-src`, [`'none'`]],
  ]
  return directives.map(([name, sources]) => `${name} ${sources.join(` `)}`).join(`; `)
}

function unique(values: string[]): string[] {
  return [...new Set(values)]
}
