import { registersServiceWorker } from "../webpack"

const storeWith = (...browserAPIs: Array<string[] | undefined>) => ({
  getState: () => ({ flattenedPlugins: browserAPIs.map(apis => ({ browserAPIs: apis })) }),
})

describe(`registersServiceWorker`, () => {
  it(`is false when no plugin exports registerServiceWorker, so the registration code is left out`, () => {
    expect(registersServiceWorker(storeWith([`onClientEntry`, `wrapRootElement`], [], undefined))).toBe(false)
  })

  it(`is true when one does, as gatsby-plugin-offline's gatsby-browser does, so the registration code stays`, () => {
    expect(registersServiceWorker(storeWith([`onClientEntry`], [`registerServiceWorker`, `onServiceWorkerActive`]))).toBe(true)
  })
})
