// The tiny script in every page's <head> that runs before the first paint, so
// the page never flashes the wrong theme, and a returning visitor never
// flashes the splash screen, and no address can crash the router
// (./address.ts). It must stand alone: no imports at run time.
import { siteConfig } from "./site-config"
import { addressPart } from "../gatsby-internals/browser/address"
import { SPLASH_SEEN_KEY, type SplashSettings } from "./splash/timing"
import { THEME_STORAGE_KEY } from "./lib/theme"

export function headScript(splash: SplashSettings = siteConfig.splash): string {
  return `(function(){${addressPart()}var d=document.documentElement;${themePart()}${splash.durationMs > 0 ? splashPart(splash) : ``}})()`
}

function themePart(): string {
  return (
    `var t=null;try{t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})}catch(e){}` +
    `if(t!=="light"&&t!=="dark"){t=window.matchMedia&&matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light"}` +
    `d.dataset.theme=t;`
  )
}

// data-splash="skip" hides the splash with CSS; it mirrors isSplashRemembered() in src/splash/timing.ts.
function splashPart({ rememberMinutes }: SplashSettings): string {
  return `var s="show";try{var a=localStorage.getItem(${JSON.stringify(
    SPLASH_SEEN_KEY,
  )}),g=Date.now()-Number(a);if(a&&g>=0&&g<${rememberMinutes * 60_000})s="skip"}catch(e){}d.dataset.splash=s;`
}
