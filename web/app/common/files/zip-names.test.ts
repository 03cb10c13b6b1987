import { describe, expect, it } from 'vitest'
import { uniqueNames } from './zip-names'

describe('names inside the ZIP', () => {
  it('leaves distinct names alone', () => {
    expect(uniqueNames(['a.webp', 'b.webp'])).toEqual(['a.webp', 'b.webp'])
  })

  it('numbers repeats before the extension, whatever the case', () => {
    expect(uniqueNames(['photo.webp', 'Photo.webp', 'photo.webp', 'plain', 'plain'])).toEqual([
      'photo.webp',
      'Photo (2).webp',
      'photo (3).webp',
      'plain',
      'plain (2)',
    ])
  })
})
