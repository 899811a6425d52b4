import React from "react"
import { act, fireEvent, render, screen } from "@testing-library/react"
import { SharePost } from "../share-post"

const URL = `https://site.example.com/post/hello`

function setClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, `clipboard`, { value: { writeText }, configurable: true })
}

afterEach(() => {
  Reflect.deleteProperty(navigator, `clipboard`)
  Reflect.deleteProperty(navigator, `share`)
})

describe(`SharePost`, () => {
  it(`copies the address and says so in a status region`, async () => {
    const writeText = jest.fn(() => Promise.resolve())
    setClipboard(writeText)
    render(<SharePost url={URL} title="Hello" />)
    expect(screen.getByRole(`status`)).toHaveTextContent(``)
    await act(async () => fireEvent.click(screen.getByRole(`button`, { name: `Copy link` })))
    expect(writeText).toHaveBeenCalledWith(URL)
    expect(screen.getByRole(`status`)).toHaveTextContent(`Link copied`)
  })

  it(`hands over the address, selected, when the clipboard refuses`, async () => {
    setClipboard(() => Promise.reject(new Error(`denied`)))
    render(<SharePost url={URL} title="Hello" />)
    await act(async () => fireEvent.click(screen.getByRole(`button`, { name: `Copy link` })))
    const field = screen.getByRole(`textbox`, { name: `Address of this post` }) as HTMLInputElement
    expect(field.value).toBe(URL)
    expect(document.activeElement).toBe(field)
    expect(screen.getByRole(`status`)).toHaveTextContent(`Copy the selected address`)
  })

  it(`offers the browser's share sheet only where there is one`, async () => {
    expect(render(<SharePost url={URL} title="Hello" />).queryByRole(`button`, { name: `Share…` })).toBeNull()
    const share = jest.fn(() => Promise.resolve())
    Object.defineProperty(navigator, `share`, { value: share, configurable: true })
    render(<SharePost url={URL} title="Hello" />)
    await act(async () => fireEvent.click(screen.getByRole(`button`, { name: `Share…` })))
    expect(share).toHaveBeenCalledWith({ title: `Hello`, url: URL })
  })
})
