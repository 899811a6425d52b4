// Gatsby internal: Gatsby's script tags, which gatsby-internals/deferred-scripts.tsx moves into a
// <template>, must still run when re-created in document order (chunk map first, then async files).
// Checked with gatsby 5.16.1 (gatsby-internals/checked-version.ts lists every internal).
// Guarded by e2e/script-start.test.ts, gatsby-internals/browser/__tests__/script-start.test.ts.
//
// Gatsby ends every page with its scripts: the chunk map, then webpack's
// runtime, React and the app, all async. A browser that has them before it
// has painted runs them first, so the reader's first view of a page that is
// complete as HTML would wait for the whole framework to be evaluated, a long
// task on a phone. The build puts those scripts into an inert <template>
// (gatsby-internals/deferred-scripts.tsx), and this script, the same on every page so
// one CSP hash allows it, starts them once the page's first content is on
// screen: when the browser reports its first contentful paint, or a frame
// later where it cannot report paints. A page that is not on screen (a
// background tab, a prerender) has no paint to wait for: it starts at once.
// It must stand alone: no imports at run time.

/** The id of the <template> that holds the page's scripts until they start. */
export const DEFERRED_SCRIPTS_ID = `deferred-scripts`

/** The longest wait for a paint report, in ms: past it the scripts start anyway. */
export const START_AT_THE_LATEST_MS = 3000

export const START_SCRIPTS = [
  `(function(){`,
  `var t=document.getElementById(${JSON.stringify(DEFERRED_SCRIPTS_ID)}),started=false;`,
  // Each script is made anew: a script parsed inside a <template> never runs.
  // An inline one (the chunk map) runs as it is inserted, before the files,
  // which load async as Gatsby's own tags did; the CSP allows it by its hash.
  `function start(){if(started||!t)return;started=true;`,
  `var old=t.content.querySelectorAll("script");`,
  `for(var i=0;i<old.length;i++){var s=document.createElement("script"),a=old[i].attributes;`,
  `for(var j=0;j<a.length;j++)s.setAttribute(a[j].name,a[j].value);`,
  `if(!old[i].src)s.text=old[i].text;t.parentNode.insertBefore(s,t)}}`,
  // After the paint's task, so the paint is presented before the work begins.
  `function soon(){setTimeout(start,0)}`,
  `if(document.visibilityState!=="visible")return start();`,
  `setTimeout(start,${START_AT_THE_LATEST_MS});`,
  `try{if(PerformanceObserver.supportedEntryTypes.indexOf("paint")>=0){`,
  `new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();soon()}})`,
  `.observe({type:"paint",buffered:true});return}}catch(e){}`,
  `requestAnimationFrame(soon)`,
  `})()`,
].join(``)
