import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { askSuggestions } from '@studio/api/contract/ask'
import { contactLinkWithMessage } from '@studio/api/contract/contact'
import { startTestServer, useServerWithFakeLlm, type TestServer } from '../support/test-server.ts'
import { callJson } from '../support/tool-calls.ts'

type AskReply = { reply?: string; error?: string }
const ask = (server: TestServer, body: unknown) => callJson<AskReply>(server.url, '/api/tools/ask', body)

async function storedQuestions(server: TestServer) {
  const { rows } = await server.deps.db.query<{ prompt: string; response: string }>(
    'SELECT prompt, response FROM ask_usage ORDER BY id',
  )
  return rows
}

describe('the assistant without a chat model (knowledge base)', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ queue: 'redis' })
  })
  afterAll(() => server.stop())

  it('answers a question about the studio from its own facts and stores it', async () => {
    const { status, body } = await ask(server, { prompt: 'How much does the Hands Free Plan cost?' })
    expect(status).toBe(200)
    expect(body.reply).toMatch(/\$50 per month/)
    expect(await storedQuestions(server)).toEqual([
      { prompt: 'How much does the Hands Free Plan cost?', response: body.reply },
    ])
  })

  it('answers the questions its page suggests, a greeting, and two questions in one message', async () => {
    for (const question of askSuggestions) {
      const { status, body } = await ask(server, { prompt: question })
      expect(status).toBe(200)
      expect(body.reply).not.toContain('I don’t know')
    }
    const greeting = await ask(server, { prompt: 'hi' })
    expect(greeting.body.reply).toMatch(/^Hey there!/)
    expect(greeting.body.reply).toContain(`- ${askSuggestions[0]}`)

    const { body } = await ask(server, { prompt: 'How do I get more reviews? Why is my website slow?' })
    expect(body.reply).toMatch(
      /^> How do I get more reviews\?\n\n\*\*How do I get more reviews\?\*\*[\s\S]*\n> Why is my website slow\?\n\n\*\*Why is my website slow\?\*\*/,
    )
  })

  it('says plainly when it does not know, and offers to send the question to the studio', async () => {
    const prompt = 'What is the boiling point of mercury?'
    const { status, body } = await ask(server, { prompt })
    expect(status).toBe(200)
    expect(body.reply).toMatch(/^I don’t know/)
    expect(body.reply).toContain(`(${contactLinkWithMessage(prompt)})`)
  })

  it.each([{}, { prompt: '' }, { prompt: '   \n ' }, { prompt: 42 }, { prompt: null }, []])(
    'answers %j with its own sentence',
    async (input) => {
      expect(await ask(server, input)).toEqual({
        status: 400,
        body: expect.objectContaining({ error: 'Please enter a question.' }),
      })
    },
  )
})

describe('the assistant with an OpenAI-compatible chat model', () => {
  const chat = useServerWithFakeLlm()

  it('asks the model with the studio’s facts as the system prompt and stores the exchange', async () => {
    const prompt = 'Can you build me a booking form? <img src=x onerror=alert(1)>'
    const { status, body } = await ask(chat.server, { prompt })
    expect(status).toBe(200)
    expect(body.reply).toContain(`**Fake model** answering: ${prompt}`)
    const [request] = chat.llm.requests
    expect(request?.authorization).toBe(`Bearer ${chat.llm.env.LLM_API_KEY}`)
    expect(request?.model).toBe(chat.llm.env.LLM_MODEL)
    expect(request?.messages[0]).toMatchObject({
      role: 'system',
      content: expect.stringContaining('$50 per month'),
    })
    expect(request?.messages[1]).toEqual({ role: 'user', content: prompt })
    expect(await storedQuestions(chat.server)).toEqual([{ prompt, response: body.reply }])
  })

  it('answers 502 with a sentence when the model does not answer, and stores nothing', async () => {
    await chat.llm.close()
    const before = (await storedQuestions(chat.server)).length
    const { status, body } = await ask(chat.server, { prompt: 'Anyone there?' })
    expect(status).toBe(502)
    expect(body.error).toBe('The AI service did not answer. Please try again in a minute.')
    expect(await storedQuestions(chat.server)).toHaveLength(before)
  })
})
