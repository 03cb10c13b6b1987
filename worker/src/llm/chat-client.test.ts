import { describe, expect, it } from 'vitest'
import { listLines, llmSettings } from './chat-client.ts'

describe('listLines', () => {
  it('turns a chat model’s list into plain lines', () => {
    const answer =
      'Here are some ideas:\n\n1. Peach Works\n2) "Peach & Co."\n- **Peachly**\n* “Peach Pit”\n\n'
    expect(listLines(answer)).toEqual(['Peach Works', 'Peach & Co.', 'Peachly', 'Peach Pit'])
  })
})

describe('llmSettings', () => {
  it('needs a base URL and a model; the key is optional (local servers take none)', () => {
    expect(llmSettings({ LLM_BASE_URL: undefined, LLM_API_KEY: 'k', LLM_MODEL: 'm' })).toBeUndefined()
    expect(llmSettings({ LLM_BASE_URL: 'http://llm/v1/', LLM_API_KEY: undefined, LLM_MODEL: 'm' })).toEqual({
      baseUrl: 'http://llm/v1',
      apiKey: undefined,
      model: 'm',
    })
  })
})
