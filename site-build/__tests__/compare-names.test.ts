import { compareNames, nameOrder } from "../compare-names"

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

describe(`nameOrder`, () => {
  it(`keeps compareNames for names in ASCII alone, in any language`, () => {
    expect(nameOrder([`rust`, `Go`], `sv`)).toBe(compareNames)
  })

  it(`sorts a list with other letters by the language's collation, the whole list one way`, () => {
    const names = [`Ångström`, `zebra`, `Apa`, `Öl`, `ost`]
    expect([...names].sort(nameOrder(names, `sv`))).toEqual([`Apa`, `ost`, `zebra`, `Ångström`, `Öl`])
    expect([...names].sort(nameOrder(names, `de`))).toEqual([`Ångström`, `Apa`, `Öl`, `ost`, `zebra`])
  })
})
