import { describe, expect, it } from 'vitest'
import { socialLinkLabel } from './social-links'

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
