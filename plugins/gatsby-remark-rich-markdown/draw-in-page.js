// What draw-diagrams.js runs in Chromium's page for each diagram: mermaid draws
// it, then the rules of mermaid's stylesheet are written onto the elements as
// style="" attributes, since the page's Content-Security-Policy allows no <style>.
// Handed to the page as a function, so it may use only the page's globals.
/** Runs in the page: draws one diagram and writes mermaid's CSS onto its elements. */
async function drawInPage({ source, id, variables }) {
  /* global mermaid, document, getComputedStyle */
  mermaid.initialize({
    startOnLoad: false,
    securityLevel: `strict`,
    theme: `base`,
    themeVariables: variables,
    fontFamily: variables.fontFamily,
    htmlLabels: false,
    flowchart: { htmlLabels: false },
    deterministicIds: true,
    deterministicIDSeed: id,
  })
  try {
    await mermaid.parse(source)
  } catch (error) {
    return {
      error: String((error && error.message) || error)
        .split(`\n`)
        .slice(0, 4)
        .join(` `)
        .replace(/\s+/g, ` `)
        .trim(),
    }
  }
  let svg
  try {
    svg = (await mermaid.render(id, source)).svg
  } catch (error) {
    return {
      error: String((error && error.message) || error)
        .replace(/\s+/g, ` `)
        .trim(),
    }
  }
  const holder = document.createElement(`div`)
  holder.innerHTML = svg
  document.body.append(holder)
  const root = holder.querySelector(`svg`)
  const PROPERTIES = [
    `fill`,
    `fill-opacity`,
    `stroke`,
    `stroke-width`,
    `stroke-dasharray`,
    `stroke-opacity`,
    `stroke-linecap`,
    `stroke-linejoin`,
    `opacity`,
    `color`,
    `font-family`,
    `font-size`,
    `font-weight`,
    `font-style`,
    `text-anchor`,
    `dominant-baseline`,
    `alignment-baseline`,
    `text-decoration`,
    `display`,
    `visibility`,
    `marker-end`,
    `marker-start`,
    `background-color`,
    `line-height`,
  ]
  const elements = [root, ...root.querySelectorAll(`*`)].filter(element => element.tagName.toLowerCase() !== `style`)
  const styled = elements.map(element => {
    const style = getComputedStyle(element)
    return PROPERTIES.map(property => style.getPropertyValue(property))
  })
  root.querySelectorAll(`style`).forEach(style => style.remove())
  elements.forEach((element, index) => {
    const style = getComputedStyle(element)
    const changed = PROPERTIES.map((property, i) => [property, styled[index][i]]).filter(
      ([property, value]) => style.getPropertyValue(property) !== value,
    )
    for (const [property, value] of changed) element.style.setProperty(property, value)
  })
  // The page styles the drawing's size; mermaid's own width and max-width would fight it.
  const viewBox = root.getAttribute(`viewBox`)
  const width = viewBox ? Math.ceil(Number(viewBox.split(/\s+/)[2])) : null
  root.style.removeProperty(`max-width`)
  root.style.removeProperty(`width`)
  root.removeAttribute(`width`)
  root.removeAttribute(`height`)
  // On a narrow screen the drawing scrolls rather than shrink its words below legibility.
  if (width) {
    root.style.setProperty(`max-width`, `${width}px`)
    root.style.setProperty(`min-width`, `${Math.min(width, 520)}px`)
  }
  root.setAttribute(`aria-hidden`, `true`)
  root.removeAttribute(`role`)
  root.removeAttribute(`aria-roledescription`)
  root.removeAttribute(`aria-labelledby`)
  root.removeAttribute(`aria-describedby`)
  const out = root.outerHTML
  holder.remove()
  return { svg: out }
}

module.exports = { drawInPage }
