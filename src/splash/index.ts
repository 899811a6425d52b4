// The splash screen over the whole site (SPEC §9), as one feature:
//   splash-gate.tsx       the gate around the site (its state) and the frame
//                         around each page (the screen, in the page's words)
//   use-splash.ts         when it ends: its time, Skip, Escape or a recent visit
//   use-splash-progress.ts, progress.ts   the loading bar, step by step
//   timing.ts             its settings and the "seen recently" rule, without
//                         React: the head script (src/head-script.ts) and
//                         the browser tests import it directly
// gatsby-ssr.tsx and gatsby-browser.tsx take the gate from here.
export { SplashFrame, SplashGate } from "./splash-gate"
