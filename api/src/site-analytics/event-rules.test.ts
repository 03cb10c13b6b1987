import { describe, expect, it } from 'vitest'
import { bareHost, deviceOf, pageFacts, sourceOf } from './event-rules.ts'

describe('pageFacts', () => {
  it('keeps the path and the three campaign tags, and drops the rest of the query', () => {
    expect(
      pageFacts(
        'https://www.Bakery.example/menu/cakes?utm_source=newsletter&utm_medium=email&utm_campaign=spring&id=42#top',
      ),
    ).toEqual({
      host: 'bakery.example',
      path: '/menu/cakes',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'spring',
    })
    expect(pageFacts('http://bakery.example/?email=someone%40example.test')).toEqual({
      host: 'bakery.example',
      path: '/',
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
    })
  })

  it('cuts long paths and tags, and refuses what is not a web page', () => {
    const facts = pageFacts(`https://bakery.example/${'a'.repeat(600)}?utm_source=${'b'.repeat(200)}`)
    expect(facts?.path).toHaveLength(512)
    expect(facts?.utmSource).toHaveLength(100)
    expect(pageFacts('not a url')).toBeUndefined()
    expect(pageFacts('file:///etc/passwd')).toBeUndefined()
  })
})

describe('sourceOf', () => {
  it('prefers the campaign’s source', () => {
    expect(sourceOf('newsletter', 'https://www.google.com/', 'bakery.example')).toBe('newsletter')
  })

  it('names the referring site without www.', () => {
    expect(sourceOf(null, 'https://www.google.com/search?q=cakes', 'bakery.example')).toBe('google.com')
    expect(sourceOf(null, 'android-app://com.google.android.gm/', 'bakery.example')).toBe('Direct')
  })

  it('says Direct without a referrer, for an unreadable one, and for the site itself', () => {
    expect(sourceOf(null, '', 'bakery.example')).toBe('Direct')
    expect(sourceOf(null, 'nonsense', 'bakery.example')).toBe('Direct')
    expect(sourceOf(null, 'https://www.bakery.example/menu', 'bakery.example')).toBe('Direct')
  })
})

describe('deviceOf', () => {
  it('splits at 576 and 992 pixels', () => {
    expect(deviceOf(375)).toBe('Phone')
    expect(deviceOf(575)).toBe('Phone')
    expect(deviceOf(576)).toBe('Tablet')
    expect(deviceOf(991)).toBe('Tablet')
    expect(deviceOf(992)).toBe('Desktop')
  })
})

describe('bareHost', () => {
  it('drops only a leading www.', () => {
    expect(bareHost('WWW.Example.com')).toBe('example.com')
    expect(bareHost('shop.www.example.com')).toBe('shop.www.example.com')
  })
})
