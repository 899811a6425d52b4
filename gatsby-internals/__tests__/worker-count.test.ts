/** @jest-environment node */
import { cpuCoreCount } from "gatsby-core-utils"
import { oneWorkerPerCore, POSTS_FOR_A_WORKER_PER_CORE } from "../worker-count"

const MANY = POSTS_FOR_A_WORKER_PER_CORE

describe(`oneWorkerPerCore`, () => {
  it(`counts one core more than the machine has on a blog of many posts, so Gatsby's cores - 1 workers are one per core`, () => {
    const env: NodeJS.ProcessEnv = {}
    oneWorkerPerCore(MANY, env, 2)
    expect(env.GATSBY_CPU_COUNT).toBe(`3`)
  })

  it(`leaves Gatsby's count on a blog of fewer posts, whose pages one worker renders as fast`, () => {
    const env: NodeJS.ProcessEnv = {}
    oneWorkerPerCore(MANY - 1, env, 2)
    expect(env.GATSBY_CPU_COUNT).toBeUndefined()
  })

  it(`leaves the owner's own setting alone`, () => {
    const env: NodeJS.ProcessEnv = { GATSBY_CPU_COUNT: `logical_cores` }
    oneWorkerPerCore(MANY, env, 8)
    expect(env.GATSBY_CPU_COUNT).toBe(`logical_cores`)
  })

  it(`is what gatsby-core-utils then reports`, () => {
    const saved = process.env.GATSBY_CPU_COUNT
    try {
      delete process.env.GATSBY_CPU_COUNT
      oneWorkerPerCore(MANY, process.env, 4)
      expect(cpuCoreCount()).toBe(5)
    } finally {
      if (saved === undefined) delete process.env.GATSBY_CPU_COUNT
      else process.env.GATSBY_CPU_COUNT = saved
    }
  })
})
