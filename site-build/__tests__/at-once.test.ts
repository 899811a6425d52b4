import { mapAtOnce } from "../at-once"

it(`runs at most the given number at once, and every item, giving the results in the items' order`, async () => {
  let running = 0
  let most = 0
  const items = [...Array(50).keys()]
  const results = await mapAtOnce(items, 4, async (item, index) => {
    most = Math.max(most, ++running)
    // Later items finish first, so the order of the results is not the order of finishing.
    await new Promise(resolve => setTimeout(resolve, 50 - item))
    running--
    return item + index
  })
  expect(most).toBe(4)
  expect(results).toEqual(items.map(item => item * 2))
})

it(`gives an empty list for no items, and rejects with the first failure`, async () => {
  expect(await mapAtOnce([], 4, async () => 1)).toEqual([])
  await expect(mapAtOnce([1, 2, 3], 2, async item => (item === 2 ? Promise.reject(new Error(`two`)) : item))).rejects.toThrow(`two`)
})
