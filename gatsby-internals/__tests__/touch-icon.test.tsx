/** @jest-environment node */
import React from "react"
import { keepOneTouchIcon } from "../touch-icon"

const touchIcon = (size: string) => <link key={`touch-${size}`} rel="apple-touch-icon" sizes={size} href={`/icons/icon-${size}.png`} />

function run(head: React.ReactNode[]) {
  let result: React.ReactNode[] = head
  keepOneTouchIcon({ getHeadComponents: () => head, replaceHeadComponents: next => (result = next as React.ReactNode[]) })
  return result
}

describe(`keepOneTouchIcon`, () => {
  const favicon = <link key="icon" rel="icon" href="/favicon-32x32.png" />
  const meta = <meta key="theme" name="theme-color" content="#a93f0a" />

  it(`keeps the smallest touch icon of at least 180 px, and every other head element in its place`, () => {
    const sizes = [`48x48`, `72x72`, `96x96`, `144x144`, `192x192`, `256x256`, `384x384`, `512x512`]
    const head = [favicon, ...sizes.map(touchIcon), meta]
    const result = run(head)
    expect(result).toEqual([favicon, head[5], meta])
  })

  it(`keeps the largest when none is that big, and leaves a head with one or none alone`, () => {
    const head = [touchIcon(`144x144`), favicon, touchIcon(`72x72`)]
    expect(run(head)).toEqual([head[0], favicon])
    const one = [favicon, touchIcon(`48x48`)]
    expect(run(one)).toBe(one)
    expect(run([favicon, meta])).toEqual([favicon, meta])
  })
})
