const ALL =
  `<svg aria-hidden="true"><symbol id="icon-sun" viewBox="0 0 24 24"><g></g></symbol>` +
  `<symbol id="icon-moon" viewBox="0 0 24 24"><g></g></symbol></svg>`
const mockLoad = jest.fn()
jest.mock(`../all-symbols`, () => mockLoad())

/** The modules afresh, React with them, so that each test starts with no sprite fetched. */
async function fresh() {
  jest.resetModules()
  const React = await import(`react`)
  const { render, waitFor } = await import(`@testing-library/react/pure`)
  const { Icon } = await import(`../icon`)
  const { addAllIconSymbols } = await import(`../symbols`)
  const renderIcons = (names: (`sun` | `moon`)[]) =>
    render(React.createElement(React.Fragment, null, ...names.map(name => React.createElement(Icon, { name, key: name }))), {
      container: document.getElementById(`root`)!,
    })
  return { renderIcons, waitFor, addAllIconSymbols }
}

function prebuiltSprite(markup: string) {
  document.body.innerHTML = `<div id="icon-sprite" hidden>${markup}</div><div id="root"></div>`
}

const holder = () => document.getElementById(`icon-sprite`)!

describe(`icons beyond the page's sprite`, () => {
  beforeEach(() => {
    mockLoad.mockReset()
    mockLoad.mockReturnValue({ ALL_ICON_SYMBOLS: ALL })
  })

  it(`fetch nothing while the page's sprite has every icon drawn`, async () => {
    const { renderIcons } = await fresh()
    prebuiltSprite(`<svg><symbol id="icon-sun"></symbol></svg>`)
    renderIcons([`sun`])
    await new Promise(resolve => setTimeout(resolve, 0))
    expect(mockLoad).not.toHaveBeenCalled()
  })

  it(`bring every symbol once, whatever the number of icons that lack theirs`, async () => {
    const { renderIcons, waitFor } = await fresh()
    prebuiltSprite(`<svg></svg>`)
    renderIcons([`sun`, `moon`])
    await waitFor(() => expect(holder().innerHTML).toBe(ALL))
    expect(mockLoad).toHaveBeenCalledTimes(1)
  })

  it(`try again at the next icon when the download failed, and the page goes on`, async () => {
    mockLoad.mockImplementationOnce(() => {
      throw new Error(`offline`)
    })
    const { addAllIconSymbols } = await fresh()
    prebuiltSprite(`<svg></svg>`)
    await expect(addAllIconSymbols()).resolves.toBeUndefined()
    expect(holder().innerHTML).toBe(`<svg></svg>`)
    await addAllIconSymbols()
    expect(holder().innerHTML).toBe(ALL)
    expect(mockLoad).toHaveBeenCalledTimes(2)
  })

  it(`make a holder when the page has none`, async () => {
    const { addAllIconSymbols } = await fresh()
    document.body.innerHTML = `<main></main>`
    await addAllIconSymbols()
    const made = document.body.firstElementChild as HTMLElement
    expect([made.id, made.hidden, made.innerHTML]).toEqual([`icon-sprite`, true, ALL])
  })
})
