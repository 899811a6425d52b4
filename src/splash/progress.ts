// The splash screen's loading bar, one 100 ms tick at a time (SPEC §9).

export interface Progress {
  /** The bar's value, 0–99: it rises by 1 a step and wraps to 0 at 100. */
  value: number
  /** The lighter track ahead of the value, 10–100. */
  buffer: number
  /** Steps taken so far; the buffer grows on every fifth. */
  step: number
}

export const PROGRESS_STEP_MS = 100
export const INITIAL_PROGRESS: Progress = { value: 0, buffer: 10, step: 0 }

const BUFFER_EVERY = 5
const BUFFER_MAX = 100

/** The next state of the bar. `random` returns a number in [0, 1), like Math.random. */
export function stepProgress(progress: Progress, random: () => number): Progress {
  const step = progress.step + 1
  const value = (progress.value + 1) % 100
  const buffer = step % BUFFER_EVERY === 0 ? Math.min(BUFFER_MAX, progress.buffer + 1 + random() * 10) : progress.buffer
  return { value, buffer, step }
}

/** The state after `steps` steps: the bar as it would be had it run since page start. */
export function advanceProgress(progress: Progress, steps: number, random: () => number): Progress {
  let next = progress
  for (let i = 0; i < steps; i++) next = stepProgress(next, random)
  return next
}
