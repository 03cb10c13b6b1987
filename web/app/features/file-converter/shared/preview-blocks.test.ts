import { describe, expect, it } from 'vitest'
import { previewBlocks } from './preview-blocks'

describe('previewBlocks', () => {
  it('cuts the text into blocks of 100 lines that join back into it', () => {
    const text = Array.from({ length: 250 }, (_, i) => `line ${i}`).join('\n')
    const blocks = previewBlocks(text)
    expect(blocks.map((block) => block.split('\n').length)).toEqual([100, 100, 50])
    expect(blocks.join('\n')).toBe(text)
  })

  it('gives one block for a short text', () => {
    expect(previewBlocks('a,b\n1,2')).toEqual(['a,b\n1,2'])
  })
})
