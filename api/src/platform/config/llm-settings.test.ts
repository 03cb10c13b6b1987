import { describe, expect, it } from 'vitest'
import { llmSettings } from './llm-settings.ts'

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
