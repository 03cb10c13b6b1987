import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { askSuggestions } from '../contract/ask.ts'
import { prefillMessageParam } from '../contract/contact.ts'
import { parseEnv } from '../platform/config/env.ts'
import { createKnowledgeBase, splitQuestions } from './knowledge-base.ts'
import { studioSystemPrompt } from './studio-prompt.ts'

const env = parseEnv({
  SITE_NAME: 'Okra Web Works',
  OWNER_NAME: 'Sam Lee',
  ASSISTANT_NAME: 'Pepper',
  BUSINESS_PHONE: '(229) 555-0199',
})
const knowledgeBase = createKnowledgeBase(env)

/** The bold titles of the entries a reply quotes, in order. */
const titlesIn = (reply: string) => [...reply.matchAll(/^\*\*(.+)\*\*$/gm)].map((match) => match[1])

/** The message the reply's "send your question" link would type into the contact form, if it has one. */
function prefilledMessage(reply: string): string | null {
  const href = /\]\((\/contact\?[^)]+)\)/.exec(reply)?.[1]
  return href ? new URL(href, 'https://site.invalid').searchParams.get(prefillMessageParam) : null
}

describe('the knowledge base', () => {
  it('has the studio’s facts and at least 40 small-business web questions, placeholders filled', () => {
    const text = knowledgeBase.entries.map((entry) => entry.text).join('\n')
    expect(knowledgeBase.entries.length).toBeGreaterThanOrEqual(12 + 40)
    expect(text).toContain('Okra Web Works')
    expect(text).not.toMatch(/\{[A-Z_]+\}|<!--/)
  })

  it('takes the studio’s names from the configuration, never from its own text', () => {
    const files = ['knowledge-base.md', 'small-business-web.md']
      .map((name) => readFileSync(new URL(name, import.meta.url), 'utf8'))
      .join('\n')
    const defaults = parseEnv({})
    for (const name of [defaults.SITE_NAME, defaults.OWNER_NAME, defaults.ASSISTANT_NAME]) {
      expect(files).not.toContain(name)
    }
  })

  it('finds every entry by its own title', () => {
    for (const entry of knowledgeBase.entries) {
      const answer = knowledgeBase.answer(entry.title.endsWith('?') ? entry.title : `${entry.title}?`)
      expect(titlesIn(answer.reply)).toEqual([entry.title])
    }
  })

  it.each(askSuggestions)('answers the page’s suggestion “%s”', (question) => {
    const answer = knowledgeBase.answer(question)
    expect(answer.known).toBe(true)
    expect(titlesIn(answer.reply)).toHaveLength(1)
    expect(answer.reply).not.toContain('I don’t know')
  })

  it.each([
    ['How much does the Hands Free Plan cost?', 'The Hands Free Plan and its price', /\$50 per month/],
    ['what are your hours?', 'Hours and how to reach the studio', /Monday–Friday, 9AM–5PM EST/],
    ['What services do you offer?', 'Core services', /Custom web applications/],
    ['Can I cancel my subscription?', 'Billing, renewal and cancelling', /end of the current billing period/],
    ['phone number', 'Hours and how to reach the studio', /\(229\) 555-0199/],
    ['Do you do SEO?', 'Core services', /Technical SEO/],
    ['How does a project get started?', 'How a project works', /Discovery and audit/],
    ['How do I respond to a 1 star review?', 'How should I answer a bad review?', /offline/],
    ['my emails land in junk', 'Why do my emails go to spam?', /DKIM/],
    ['is wix any good', 'WordPress, Wix, Squarespace or custom?', /Builders/],
    ['How can I show up on Google Maps?', 'My business does not show up on Google Maps', /verified/],
  ])('answers “%s” from “%s”', (question, title, expected) => {
    const answer = knowledgeBase.answer(question)
    expect(answer.known).toBe(true)
    expect(titlesIn(answer.reply)).toEqual([title])
    expect(answer.reply).toMatch(expected)
  })

  it.each(['hi', 'Hello!', 'hey there', 'Good morning, y’all', '???', '🙂'])(
    'answers the greeting “%s” with a greeting and the page’s suggested questions',
    (greeting) => {
      const { known, reply } = knowledgeBase.answer(greeting)
      expect(known).toBe(true)
      expect(reply).toMatch(/^Hey there! I’m Pepper, Okra Web Works’s assistant\./)
      for (const question of askSuggestions) expect(reply).toContain(`- ${question}`)
      expect(reply).not.toContain('I don’t know')
    },
  )

  it('answers two questions in one message in turn, each under the question it answers', () => {
    const { known, reply } = knowledgeBase.answer(
      'Hi! How do I get more reviews? And should I use a Gmail address for my business?',
    )
    expect(known).toBe(true)
    expect(titlesIn(reply)).toEqual([
      'How do I get more reviews?',
      'Should I use a Gmail address for my business?',
    ])
    expect(reply).toContain('> How do I get more reviews?')
    expect(reply).toContain('> And should I use a Gmail address for my business?')
  })

  it.each([
    'What is the capital of France?',
    'Who won the 1998 World Cup?',
    'asdkjh qwelkj',
    'What time is it in Tokyo?',
    'How do I train my dog?',
    'Can you write me a poem?',
    'What insurance does a bakery need?',
  ])('says plainly that it does not know “%s” and offers to send it to the studio', (question) => {
    const answer = knowledgeBase.answer(question)
    expect(answer.known).toBe(false)
    expect(answer.reply).toMatch(/^I don’t know/)
    expect(answer.reply).toContain('[send your question to Okra Web Works](/contact?')
    expect(prefilledMessage(answer.reply)).toBe(question)
    expect(answer.reply).toContain('(229) 555-0199')
  })

  it('answers what it can of a message and offers to send on only the rest', () => {
    const { known, reply } = knowledgeBase.answer('Why is my website slow? Who won the 1998 World Cup?')
    expect(known).toBe(false)
    expect(titlesIn(reply)).toEqual(['Why is my website slow?'])
    expect(prefilledMessage(reply)).toBe('Who won the 1998 World Cup?')
  })

  it('quotes the visitor’s words as typed, never as a link or emphasis', () => {
    const question = 'Who won the [1998 World Cup](https://evil.example) *in France* <b>?'
    const { reply } = knowledgeBase.answer(question)
    expect(reply).toContain(
      '“Who won the \\[1998 World Cup\\]\\(https://evil.example\\) \\*in France\\* \\<b\\>?”',
    )
    expect(prefilledMessage(reply)).toBe(question)
  })
})

describe('splitQuestions', () => {
  it('ends a question at each question mark and line break, keeping its lead-in sentence', () => {
    expect(
      splitQuestions('I run a bakery. How do I get reviews?? What about email?\nand domains\n\n  ?'),
    ).toEqual(['I run a bakery. How do I get reviews??', 'What about email?', 'and domains'])
  })
})

describe('studioSystemPrompt', () => {
  it('names the assistant and carries the studio’s facts, without the search keywords', () => {
    const prompt = studioSystemPrompt(env)
    expect(prompt).toContain(`You are ${env.ASSISTANT_NAME}`)
    expect(prompt).toContain('$50 per month')
    expect(prompt).not.toContain('keywords:')
  })
})
