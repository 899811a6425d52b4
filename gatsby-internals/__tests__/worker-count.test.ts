/** @jest-environment node */
import { cpuCoreCount } from "gatsby-core-utils"
import { oneWorkerPerCore } from "../worker-count"

describe(`oneWorkerPerCore`, () => {
  it(`counts one core more than the machine has, so Gatsby's cores - 1 workers are one per core`, () => {
    const env: NodeJS.ProcessEnv = {}
    oneWorkerPerCore(env, 2)
    expect(env.GATSBY_CPU_COUNT).toBe(`3`)
  })

  it(`leaves the owner's own setting alone`, () => {
    const env: NodeJS.ProcessEnv = { GATSBY_CPU_COUNT: `logical_cores` }
    oneWorkerPerCore(env, 8)
    expect(env.GATSBY_CPU_COUNT).toBe(`logical_cores`)
  })

  it(`is what gatsby-core-utils then reports`, () => {
    const saved = process.env.GATSBY_CPU_COUNT
    try {
      delete process.env.GATSBY_CPU_COUNT
      oneWorkerPerCore(process.env, 4)
      expect(cpuCoreCount()).toBe(5)
    } finally {
      if (saved === undefined) delete process.env.GATSBY_CPU_COUNT
      else process.env.GATSBY_CPU_COUNT = saved
    }
  })
})
