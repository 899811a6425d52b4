// Gatsby internal: @gatsbyjs/reach-router decodes the path with decodeURI as it loads,
// .cache/find-path.js decodes it twice, gatsby-react-router-scroll decodes the hash.
// Checked with gatsby 5.16.1 (gatsby-internals/checked-version.ts lists every internal).
// Guarded by e2e/addresses.test.ts, gatsby-internals/browser/__tests__/address.test.ts.
//
// The browser's address, made safe before anything reads it. Gatsby 5's router
// decodes it without a guard: @gatsbyjs/reach-router 2.0 reads the path with
// decodeURI as its module loads, .cache/find-path.js decodes it twice
// (findPath, then cleanPath), and gatsby-react-router-scroll decodes the hash.
// So `/post/%`, `/post/%25` or `#100%` throw "URI malformed" and blank the
// page. This runs first, in the head script (src/head-script.ts), before any
// of them: at load, and on every later change of the address (its listener is
// added before the router's). No page of the site has a % in its path (slugs
// are letters, digits, -, _ and .), so such an address only has to stay
// readable and unknown. e2e/addresses.test.ts catches a change in Gatsby.
//
// Plain ES5 in a string: the head script stands alone, with no imports.
// The replacer for a run of %XX escapes: decoded, or one U+FFFD where it does not decode.
const UNDECODABLE_RUN = `function (run) { var d = decodeOrNull(run); return d === null ? "\\uFFFD" : d }`
const FUNCTIONS = `
function decodeOrNull(value) { try { return decodeURIComponent(value) } catch (e) { return null } }
function routablePath(path) {
  var once = decodeOrNull(path)
  if (once !== null && decodeOrNull(once) !== null) return path
  var decoded = once !== null ? once : path.replace(/(?:%[0-9A-Fa-f]{2})+/g, ${UNDECODABLE_RUN})
  return encodeURI(decoded.replace(/%/g, "\\uFFFD"))
}
function readableHash(hash) { try { decodeURI(hash); return hash } catch (e) { return hash.replace(/%/g, "%25") } }
`

/** The head script's part: the address made safe now and after each change. */
export function addressPart(): string {
  return (
    `${FUNCTIONS}function safeAddress(){var l=location,p=routablePath(l.pathname),h=readableHash(l.hash);` +
    `if(p!==l.pathname||h!==l.hash)history.replaceState(history.state,"",p+l.search+h)}` +
    `safeAddress();addEventListener("popstate",safeAddress);`
  )
}

/** The same functions, for the unit tests. */
export function addressFunctions(): { routablePath(path: string): string; readableHash(hash: string): string } {
  return new Function(`${FUNCTIONS}return { routablePath: routablePath, readableHash: readableHash }`)()
}
