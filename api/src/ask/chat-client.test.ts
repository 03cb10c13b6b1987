import { describe, expect, it } from 'vitest'
import { listLines } from './chat-client.ts'

describe('listLines', () => {
  it('turns a chat model’s list into plain lines', () => {
    const answer =
      'Here are some ideas:\n\n1. Peach Works\n2) "Peach & Co."\n- **Peachly**\n* “Peach Pit”\n\n'
    expect(listLines(answer)).toEqual(['Peach Works', 'Peach & Co.', 'Peachly', 'Peach Pit'])
  })
})
