// The tiny script in every page's <head> that runs before the first paint, so
// the page never flashes the wrong theme, and a returning visitor never
// flashes the splash screen, and no address can crash the router
// (./address.ts). It must stand alone: no imports at run time.
import { siteConfig } from "./site-config"
import { addressPart } from "../gatsby-internals/browser/address"
import { SPLASH_SEEN_KEY, SPLASH_SKIP_ATTRIBUTE, type SplashSettings } from "./splash/timing"
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
  const key = JSON.stringify(SPLASH_SEEN_KEY)
  return (
    `var s="show";try{var a=localStorage.getItem(${key}),g=Date.now()-Number(a);if(a&&g>=0&&g<${rememberMinutes * 60_000})s="skip"}` +
    `catch(e){}d.dataset.splash=s;if(s==="show"){${earlySkipPart(key)}}`
  )
}

/**
 * Skip and Escape end the splash before the app's scripts have run too, as they do after (src/splash/use-splash.ts):
 * the splash is hidden as for a returning visitor, the visit remembered and focus put on the page's main landmark.
 * The gate then finds "skip" and ends the splash it drew; while the splash is still "show" after that, these
 * listeners and the gate's own end it alike.
 */
function earlySkipPart(key: string): string {
  return (
    `var k=function(){if(d.dataset.splash!=="show")return;d.dataset.splash="skip";` +
    `try{localStorage.setItem(${key},String(Date.now()))}catch(e){}` +
    `var m=document.getElementById("main");m&&m.focus({preventScroll:true})};` +
    `document.addEventListener("click",function(e){var t=e.target;t&&t.closest&&t.closest("[${SPLASH_SKIP_ATTRIBUTE}]")&&k()},true);` +
    `document.addEventListener("keydown",function(e){e.key==="Escape"&&k()},true);`
  )
}
