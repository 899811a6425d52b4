import { advanceProgress, INITIAL_PROGRESS, stepProgress, type Progress } from "../progress"

const never = () => {
  throw new Error(`random was called off the fifth step`)
}

function run(steps: number, random: () => number, from: Progress = INITIAL_PROGRESS): Progress[] {
  const states = [from]
  for (let i = 0; i < steps; i++) states.push(stepProgress(states[states.length - 1], random))
  return states
}

it(`starts at 0 with the buffer at 10`, () => {
  expect(INITIAL_PROGRESS).toEqual({ value: 0, buffer: 10, step: 0 })
})

it(`raises the value by 1 a step and wraps to 0 at 100`, () => {
  const values = run(101, () => 0).map(state => state.value)
  expect(values.slice(0, 4)).toEqual([0, 1, 2, 3])
  expect(values[99]).toBe(99)
  expect(values[100]).toBe(0)
  expect(values[101]).toBe(1)
  expect(Math.max(...values)).toBe(99)
})

it(`leaves the buffer alone on the four steps between growths, without drawing a random number`, () => {
  const states = run(4, never)
  expect(states.map(state => state.buffer)).toEqual([10, 10, 10, 10, 10])
})

it(`grows the buffer on every fifth step by 1 plus up to 10`, () => {
  const random = jest.fn(() => 0.5)
  const states = run(15, random)
  expect(random).toHaveBeenCalledTimes(3)
  expect(states[4].buffer).toBe(10)
  expect(states[5].buffer).toBe(16)
  expect(states[9].buffer).toBe(16)
  expect(states[10].buffer).toBe(22)
  expect(states[15].buffer).toBe(28)
})

it(`grows the buffer by at least 1 and less than 11`, () => {
  expect(run(5, () => 0)[5].buffer).toBe(11)
  const most = run(5, () => 0.999999)[5].buffer
  expect(most).toBeGreaterThan(20.9)
  expect(most).toBeLessThan(21)
})

it(`caps the buffer at 100`, () => {
  const nearFull: Progress = { value: 40, buffer: 97, step: 4 }
  expect(stepProgress(nearFull, () => 0.9).buffer).toBe(100)
  const states = run(200, () => 0.999999)
  expect(Math.max(...states.map(state => state.buffer))).toBe(100)
  expect(states[200].buffer).toBe(100)
})

it(`advances several steps at once the same way as one at a time`, () => {
  const random = () => 0.25
  expect(advanceProgress(INITIAL_PROGRESS, 37, random)).toEqual(run(37, random)[37])
  expect(advanceProgress(INITIAL_PROGRESS, 0, never)).toBe(INITIAL_PROGRESS)
})
