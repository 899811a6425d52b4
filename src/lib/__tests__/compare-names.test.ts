import { compareNames } from "../compare-names"

describe(`compareNames`, () => {
  it(`orders letters before accents and case, then as written`, () => {
    const names = [`Zeta`, `Языки`, `café`, `apple`, `Cafe`, `Banana`, `Éclair`, `Rust & Web Development`, `Rust`, `Rust & REST API`]
    expect([...names].sort(compareNames)).toEqual([
      `apple`,
      `Banana`,
      `Cafe`,
      `café`,
      `Éclair`,
      `Rust`,
      `Rust & REST API`,
      `Rust & Web Development`,
      `Zeta`,
      `Языки`,
    ])
  })

  it(`sorts names of words, spaces and & as the English collator does (other punctuation may differ)`, () => {
    const names = [
      `Science & Physics`,
      `Cybersecurity`,
      `Django & Web Development`,
      `Rust & Web Development`,
      `Rust`,
      `Rust & REST API`,
      `async`,
      `node.js`,
      `Web APIs`,
    ]
    expect([...names].sort(compareNames)).toEqual([...names].sort((a, b) => a.localeCompare(b, `en`)))
  })
})
