import { analyticsOrigins, analyticsProblems, asksNotToTrack, counterAttributes, type AnalyticsSettings } from "../analytics"
import { newsletterOrigins, newsletterProblems } from "../newsletter"

const PLAUSIBLE: AnalyticsSettings = { provider: `plausible`, script: `https://plausible.io/js/script.js`, site: `jumakip.example.com` }
const UMAMI: AnalyticsSettings = {
  provider: `umami`,
  script: `https://stats.example.org/script.js`,
  site: `94db1cb1-74f4-4a40-ad6c-962362670409`,
}
const GOATCOUNTER: AnalyticsSettings = {
  provider: `goatcounter`,
  script: `https://gc.zgo.at/count.js`,
  site: `https://juma.goatcounter.com/count`,
}

describe(`the visitor counter`, () => {
  it(`lets through the policy its script's origin, and where it sends a visit`, () => {
    expect(analyticsOrigins(null)).toEqual({ script: [], connect: [], img: [] })
    expect(analyticsOrigins(PLAUSIBLE)).toEqual({ script: [`https://plausible.io`], connect: [`https://plausible.io`], img: [] })
    expect(analyticsOrigins(UMAMI)).toEqual({ script: [`https://stats.example.org`], connect: [`https://stats.example.org`], img: [] })
    expect(analyticsOrigins(GOATCOUNTER)).toEqual({
      script: [`https://gc.zgo.at`],
      connect: [`https://juma.goatcounter.com`],
      img: [`https://juma.goatcounter.com`],
    })
  })

  it(`names the site to each counter as its script reads it`, () => {
    expect(counterAttributes(PLAUSIBLE)).toEqual({ src: PLAUSIBLE.script, "data-domain": `jumakip.example.com` })
    expect(counterAttributes(UMAMI)).toEqual({ src: UMAMI.script, "data-website-id": UMAMI.site })
    expect(counterAttributes(GOATCOUNTER)).toEqual({ src: GOATCOUNTER.script, "data-goatcounter": GOATCOUNTER.site })
  })

  it(`counts no reader whose browser asks not to be tracked`, () => {
    expect(asksNotToTrack({ doNotTrack: `1` })).toBe(true)
    expect(asksNotToTrack({ doNotTrack: `yes` })).toBe(true)
    expect(asksNotToTrack({ globalPrivacyControl: true })).toBe(true)
    expect(asksNotToTrack({ doNotTrack: `0`, globalPrivacyControl: false })).toBe(false)
    expect(asksNotToTrack({ doNotTrack: null })).toBe(false)
  })

  it(`names each setting that is wrong`, () => {
    expect([PLAUSIBLE, UMAMI, GOATCOUNTER].flatMap(analyticsProblems)).toEqual([])
    expect(analyticsProblems({ provider: `matomo` as `umami`, script: `http://stats.example.org/script.js`, site: `` })).toEqual([
      { field: `analytics.provider`, message: `"matomo" must be plausible, umami or goatcounter` },
      { field: `analytics.script`, message: `"http://stats.example.org/script.js" must be an https:// address` },
      { field: `analytics.site`, message: `is empty: give the website id the counter knows the site by` },
    ])
    expect(analyticsProblems({ ...GOATCOUNTER, site: `juma` })).toEqual([
      { field: `analytics.site`, message: `"juma" must be your GoatCounter endpoint, such as https://you.goatcounter.com/count` },
    ])
  })
})

describe(`the newsletter`, () => {
  it(`lets the form post to its provider's origin`, () => {
    expect(newsletterOrigins(null)).toEqual([])
    expect(newsletterOrigins({ action: `https://buttondown.com/api/emails/embed-subscribe/juma` })).toEqual([`https://buttondown.com`])
  })

  it(`names each setting that is wrong`, () => {
    expect(newsletterProblems({ action: `https://app.kit.com/forms/123/subscriptions`, emailField: `email_address` })).toEqual([])
    expect(newsletterProblems({ action: `buttondown.com/juma`, emailField: `e mail` })).toEqual([
      { field: `newsletter.action`, message: `"buttondown.com/juma" must be an https:// address` },
      { field: `newsletter.emailField`, message: `"e mail" must be a form field's name, such as email` },
    ])
  })
})
