import { useEffect, useState } from "react"
import { advanceProgress, INITIAL_PROGRESS, PROGRESS_STEP_MS, stepProgress, type Progress } from "./progress"

/**
 * Steps the splash screen's bar every 100 ms while it is mounted. It starts as
 * the prebuilt HTML has it, then catches up to the time since page start.
 * Under prefers-reduced-motion the bar stands still.
 */
export function useSplashProgress(random: () => number = Math.random): Progress {
  const [progress, setProgress] = useState(INITIAL_PROGRESS)

  useEffect(() => {
    if (prefersReducedMotion()) return undefined
    const elapsedSteps = Math.floor(performance.now() / PROGRESS_STEP_MS)
    setProgress(advanceProgress(INITIAL_PROGRESS, elapsedSteps, random))
    const timer = setInterval(() => setProgress(previous => stepProgress(previous, random)), PROGRESS_STEP_MS)
    return () => clearInterval(timer)
  }, [random])

  return progress
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === `function` && window.matchMedia(`(prefers-reduced-motion: reduce)`).matches
}
