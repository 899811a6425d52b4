import React, {
  createContext,
  forwardRef,
  useContext,
  useId,
  useMemo,
  useRef,
  type CSSProperties,
  type ReactNode,
  type RefObject,
} from "react"
import { useProfile } from "../hooks/use-profile"
import { useWords } from "../i18n/words"
import { siteConfig } from "../site-config"
import type { SplashSettings } from "./timing"
import { useSplash } from "./use-splash"
import { useSplashProgress } from "./use-splash-progress"
import * as styles from "./splash-gate.module.css"

interface SplashGateProps extends Partial<SplashSettings> {
  children: ReactNode
}

interface SplashState {
  showing: boolean
  skip: () => void
  splash: RefObject<HTMLElement>
  /** The CSS fallback's delay, so the duration is set in site-config.ts only. */
  timing: CSSProperties
}

const SplashContext = createContext<SplashState | null>(null)

/**
 * The splash screen's life, over the whole site (wrapRootElement, in the browser
 * and in the prebuilt HTML), so it shows once at the start and not again on the
 * next page. The screen itself is drawn with each page (SplashFrame), in that
 * page's words.
 */
export function SplashGate({
  children,
  durationMs = siteConfig.splash.durationMs,
  rememberMinutes = siteConfig.splash.rememberMinutes,
}: SplashGateProps) {
  if (durationMs <= 0) return <>{children}</>
  return (
    <Gate durationMs={durationMs} rememberMinutes={rememberMinutes}>
      {children}
    </Gate>
  )
}

function Gate({ children, durationMs, rememberMinutes }: Required<SplashGateProps>) {
  const splash = useRef<HTMLElement>(null)
  const { showing, skip } = useSplash({ durationMs, rememberMinutes }, splash)
  const state = useMemo(
    () => ({ showing, skip, splash, timing: { "--splash-duration": `${durationMs}ms` } as CSSProperties }),
    [showing, skip, durationMs],
  )
  return <SplashContext.Provider value={state}>{children}</SplashContext.Provider>
}

/**
 * The splash over the page while it shows (wrapPageElement, inside the page's words). The page is
 * rendered under it, hidden from view and from assistive technology until the splash ends. Without
 * JavaScript, CSS ends it after the same time.
 */
export function SplashFrame({ children }: { children: ReactNode }) {
  const gate = useContext(SplashContext)
  if (!gate) return <>{children}</>
  const { showing, skip, splash, timing } = gate
  return (
    <>
      {showing && <SplashScreen ref={splash} style={timing} onSkip={skip} />}
      <div className={showing ? styles.page : undefined} style={showing ? timing : undefined}>
        {children}
      </div>
    </>
  )
}

interface SplashScreenProps {
  style: CSSProperties
  onSkip: () => void
}

const SplashScreen = forwardRef<HTMLElement, SplashScreenProps>(function SplashScreen({ style, onSkip }, ref) {
  const { handle } = useProfile()
  const { t } = useWords()
  const { value, buffer } = useSplashProgress()
  const brandId = useId()
  const loadingId = useId()

  // A labelled region, so all that shows while the page is hidden is inside a landmark.
  return (
    <section ref={ref} aria-labelledby={`${brandId} ${loadingId}`} className={styles.splash} style={style}>
      {/* The owner's handle reads in its own direction, its cursor after it, on a right-to-left page too. */}
      <p id={brandId} className={styles.brand} dir="auto">
        {handle}
      </p>
      <p id={loadingId} className={styles.loading}>
        {t.site.splashLoading}
      </p>
      <div
        role="progressbar"
        aria-labelledby={loadingId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className={styles.bar}
      >
        <div className={styles.buffer} style={{ width: `${buffer}%` }} />
        <div className={styles.value} style={{ width: `${value}%` }} />
      </div>
      <button type="button" className={styles.skip} onClick={onSkip} aria-keyshortcuts="Escape" data-splash-skip="">
        {t.site.splashSkip}
      </button>
    </section>
  )
})
