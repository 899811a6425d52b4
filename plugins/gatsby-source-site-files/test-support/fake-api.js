// The part of Gatsby's node API the plugin uses, collecting the nodes it makes.
function fakeApi() {
  const nodes = []
  const api = {
    actions: { createNode: node => nodes.push(node), deleteNode: () => {} },
    getNode: () => undefined,
    createNodeId: key => `node:${key}`,
    cache: { get: async () => undefined, set: async () => {} },
    emitter: { on: () => {} },
    reporter: {
      info: () => {},
      error: error => {
        throw error
      },
      panic: message => {
        throw new Error(message)
      },
    },
  }
  return { api, nodes }
}

module.exports = { fakeApi }
