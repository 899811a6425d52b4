// The tiny script in every page's <head> that runs before the first paint, so
// the page never flashes the wrong theme. It must stand alone: no imports at run time.
import { THEME_STORAGE_KEY } from "./theme"

export function headScript(): string {
  return `(function(){var d=document.documentElement,t=null;try{t=localStorage.getItem(${JSON.stringify(
    THEME_STORAGE_KEY,
  )})}catch(e){}if(t!=="light"&&t!=="dark"){t=window.matchMedia&&matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light"}d.dataset.theme=t})()`
}
