import { addressFunctions } from "../address"
import { headScript } from "../../../src/head-script"

const { routablePath, readableHash } = addressFunctions()
const decodesTwice = (path: string) => decodeURIComponent(decodeURIComponent(path))

describe(`routablePath`, () => {
  it.each([`/`, `/post/whoami`, `/post/caf%C3%A9`, `/tags/c-sharp`, `/a%20b`])(`keeps %s as it is`, path => {
    expect(routablePath(path)).toBe(path)
  })

  it.each([
    [`/post/%`, `/post/%EF%BF%BD`],
    [`/post/%25`, `/post/%EF%BF%BD`],
    [`/post/100%-done`, `/post/100%EF%BF%BD-done`],
    [`/%E0%A4%A`, `/%EF%BF%BD%EF%BF%BDA`],
    [`/post/%E0%A4%A`, `/post/%EF%BF%BD%EF%BF%BDA`],
    [`/post/caf%C3%A9-%`, `/post/caf%C3%A9-%EF%BF%BD`],
  ])(`makes %s routable as %s`, (path, safe) => {
    expect(routablePath(path)).toBe(safe)
    expect(() => decodesTwice(routablePath(path))).not.toThrow()
    expect(() => decodeURI(routablePath(path))).not.toThrow()
  })
})

describe(`readableHash`, () => {
  it(`keeps a hash decodeURI can read`, () => {
    expect(readableHash(``)).toBe(``)
    expect(readableHash(`#heading-1`)).toBe(`#heading-1`)
    expect(readableHash(`#caf%C3%A9`)).toBe(`#caf%C3%A9`)
  })

  it(`writes every % of an unreadable hash as %25, so it reads back as typed`, () => {
    expect(readableHash(`#100%`)).toBe(`#100%25`)
    expect(decodeURI(readableHash(`#100%`))).toBe(`#100%`)
    expect(decodeURI(readableHash(`#%E0%A4%A`))).toBe(`#%E0%A4%A`)
  })
})

describe(`the head script`, () => {
  const run = () => new Function(headScript({ durationMs: 0, rememberMinutes: 0 }))()

  it(`leaves a safe address alone`, () => {
    window.history.replaceState(null, ``, `/post/whoami?q=1#intro`)
    run()
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(`/post/whoami?q=1#intro`)
  })

  it(`makes an unsafe address safe before the page's scripts read it, and again when it changes`, () => {
    window.history.replaceState(null, ``, `/post/%25?q=1#100%`)
    run()
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(`/post/%EF%BF%BD?q=1#100%25`)
    window.history.replaceState(null, ``, `/post/whoami#50%`)
    window.dispatchEvent(new PopStateEvent(`popstate`))
    expect(window.location.hash).toBe(`#50%25`)
  })
})
