import { describe, expect, it } from 'vitest'
import { socialLinkLabel, socialProfiles } from './social-links'

describe('socialLinkLabel', () => {
  it.each([
    ['https://www.facebook.com/peachpixel', 'Facebook'],
    ['https://instagram.com/peachpixel', 'Instagram'],
    ['https://www.linkedin.com/company/peachpixel', 'LinkedIn'],
    ['https://x.com/peachpixel', 'X'],
    ['https://twitter.com/peachpixel', 'X'],
    ['https://github.com/peachpixel', 'GitHub'],
    ['https://mastodon.social/@peachpixel', 'mastodon.social'],
    ['https://notfacebook.com/x', 'notfacebook.com'],
  ])('names %s "%s"', (url, label) => {
    expect(socialLinkLabel(url)).toBe(label)
  })
})

describe('socialProfiles', () => {
  it('labels each configured link, in order', () => {
    expect(socialProfiles(['https://bsky.app/profile/peach', 'https://mastodon.social/@peach'])).toEqual([
      { url: 'https://bsky.app/profile/peach', label: 'Bluesky' },
      { url: 'https://mastodon.social/@peach', label: 'mastodon.social' },
    ])
  })
})
