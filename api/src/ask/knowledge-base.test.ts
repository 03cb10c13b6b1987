import { describe, expect, it } from 'vitest'
import { parseEnv } from '../platform/config/env.ts'
import { createKnowledgeBase } from './knowledge-base.ts'
import { studioSystemPrompt } from './studio-prompt.ts'

const env = parseEnv({
  SITE_NAME: 'Peach Pixel Studio',
  OWNER_NAME: 'Jordan Avery',
  BUSINESS_PHONE: '(229) 555-0142',
})
const knowledgeBase = createKnowledgeBase(env)

describe('the knowledge base', () => {
  it('has one entry per section with its placeholders filled', () => {
    expect(knowledgeBase.entries.length).toBeGreaterThanOrEqual(12)
    const text = knowledgeBase.entries.map((entry) => entry.text).join('\n')
    expect(text).toContain('Peach Pixel Studio')
    expect(text).not.toMatch(/\{[A-Z_]+\}|<!--/)
  })

  it.each([
    ['How much does the Hands Free Plan cost?', /\$50 per month/],
    ['what are your hours?', /Monday–Friday, 9AM–5PM EST/],
    ['What services do you offer?', /Custom web applications/],
    ['Can I cancel my subscription?', /end of the current billing period/],
    ['phone number', /\(229\) 555-0142/],
    ['Do you do SEO?', /Technical SEO/],
    ['How does a project get started?', /Discovery and audit/],
  ])('answers “%s” from the right entry', (question, expected) => {
    const answer = knowledgeBase.answer(question)
    expect(answer.known).toBe(true)
    expect(answer.reply).toMatch(expected)
  })

  it.each(['What is the capital of France?', 'Who won the 1998 World Cup?', 'asdkjh qwelkj'])(
    'says plainly that it does not know “%s”',
    (question) => {
      const answer = knowledgeBase.answer(question)
      expect(answer.known).toBe(false)
      expect(answer.reply).toMatch(/^I don’t know/)
      expect(answer.reply).toContain('(229) 555-0142')
    },
  )
})

describe('studioSystemPrompt', () => {
  it('names the assistant and carries the studio’s facts, without the search keywords', () => {
    const prompt = studioSystemPrompt(env)
    expect(prompt).toContain(`You are ${env.ASSISTANT_NAME}`)
    expect(prompt).toContain('$50 per month')
    expect(prompt).not.toContain('keywords:')
  })
})
