import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, useServerWithFakeLlm, type TestServer } from '../support/test-server.ts'
import { callJson } from '../support/tool-calls.ts'

type NamesReply = { names?: string[]; error?: string }
type TaglinesReply = { taglines?: string; error?: string }

describe('business names and taglines without a chat model', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ queue: 'in-process' })
  })
  afterAll(() => server.stop())

  it('gives 10 or more distinct names for the keywords, a different list each time', async () => {
    const first = await callJson<NamesReply>(server.url, '/api/tools/business_name', {
      keywords: 'biscuit',
      vibe: 'rustic',
    })
    const second = await callJson<NamesReply>(server.url, '/api/tools/business_name', {
      keywords: 'biscuit',
      vibe: 'rustic',
    })
    expect(first.status).toBe(200)
    const names = first.body.names ?? []
    expect(names.length).toBeGreaterThanOrEqual(10)
    expect(new Set(names).size).toBe(names.length)
    for (const name of names) expect(name).toContain('Biscuit')
    expect(second.body.names).not.toEqual(names)
  })

  it('uses the professional vibe when none is given', async () => {
    const { status, body } = await callJson<NamesReply>(server.url, '/api/tools/business_name', {
      keywords: 'ledger',
    })
    expect(status).toBe(200)
    expect(body.names?.length).toBeGreaterThanOrEqual(10)
  })

  it('gives 5 or more taglines as one string, a line each, different each time', async () => {
    const input = { industry: 'bakery', value: 'warm biscuits by 6 AM' }
    const first = await callJson<TaglinesReply>(server.url, '/api/tools/tagline_generator', input)
    const second = await callJson<TaglinesReply>(server.url, '/api/tools/tagline_generator', input)
    expect(first.status).toBe(200)
    expect(typeof first.body.taglines).toBe('string')
    const lines = first.body.taglines!.split('\n')
    expect(lines.length).toBeGreaterThanOrEqual(5)
    expect(new Set(lines).size).toBe(lines.length)
    for (const line of lines) expect(line).toMatch(/warm biscuits by 6 AM/i)
    expect(second.body.taglines).not.toBe(first.body.taglines)
  })

  it.each([{}, { keywords: '' }, { keywords: '   ' }, { keywords: '!!!' }, { keywords: 7 }])(
    'answers names for %j with its own sentence',
    async (input) => {
      const { status, body } = await callJson<NamesReply>(server.url, '/api/tools/business_name', input)
      expect({ status, error: body.error }).toEqual({
        status: 400,
        error: 'Please enter some keywords to get started.',
      })
    },
  )

  it('refuses a vibe that is not on the list', async () => {
    const { status, body } = await callJson<NamesReply>(server.url, '/api/tools/business_name', {
      keywords: 'x',
      vibe: 'grunge',
    })
    expect(status).toBe(400)
    expect(body.error).toBe('The vibe must be one of: professional, playful, rustic, elegant.')
  })

  it.each([
    {},
    { industry: 'bakery' },
    { value: 'fresh' },
    { industry: ' ', value: 'fresh' },
    { industry: 'bakery', value: '' },
  ])('answers taglines for %j with its own sentence', async (input) => {
    const { status, body } = await callJson<TaglinesReply>(server.url, '/api/tools/tagline_generator', input)
    expect({ status, error: body.error }).toEqual({
      status: 400,
      error: 'Please enter both industry and value proposition.',
    })
  })
})

describe('business names and taglines with a chat model (through the job queue)', () => {
  const chat = useServerWithFakeLlm()

  it('lists the model’s names without its numbering and intro, asking for the vibe', async () => {
    const { status, body } = await callJson<NamesReply>(chat.server.url, '/api/tools/business_name', {
      keywords: 'peach',
      vibe: 'elegant',
    })
    expect(status).toBe(200)
    expect(body.names).toHaveLength(12)
    expect(body.names?.[0]).toMatch(/^Fake Model Name \d+-1$/)
    const request = chat.llm.requests.at(-1)
    expect(request?.messages[0]?.content).toMatch(/elegant vibe/)
    expect(request?.messages[1]?.content).toBe('Keywords: peach')
  })

  it('gives the model’s taglines, unquoted, one per line', async () => {
    const { status, body } = await callJson<TaglinesReply>(chat.server.url, '/api/tools/tagline_generator', {
      industry: 'plumbing',
      value: 'same-day repairs',
    })
    expect(status).toBe(200)
    const lines = body.taglines?.split('\n') ?? []
    expect(lines).toHaveLength(6)
    expect(lines[0]).toMatch(/^Fake model tagline \d+-1\.$/)
  })

  it('answers 502 with a sentence when the model is away', async () => {
    await chat.llm.close()
    const { status, body } = await callJson<NamesReply>(chat.server.url, '/api/tools/business_name', {
      keywords: 'peach',
    })
    expect(status).toBe(502)
    expect(body.error).toBe('The AI service did not answer. Please try again in a minute.')
  })
})
