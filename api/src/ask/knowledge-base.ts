import { readFileSync } from 'node:fs'
import MiniSearch from 'minisearch'
import { askSuggestions } from '../contract/ask.ts'
import { contactLinkWithMessage } from '../contract/contact.ts'
import type { Env } from '../platform/config/env.ts'

export type StudioFacts = Pick<
  Env,
  | 'SITE_NAME'
  | 'OWNER_NAME'
  | 'ASSISTANT_NAME'
  | 'BUSINESS_CITY'
  | 'BUSINESS_PHONE'
  | 'BUSINESS_EMAIL'
  | 'DEVELOPER_SITE_URL'
>

export interface KnowledgeEntry {
  id: number
  title: string
  keywords: string
  /** Markdown, placeholders filled in. */
  text: string
}

// The studio's own facts (also the chat model's instructions, studio-prompt.ts), then the general
// small-business web questions the assistant answers without a chat model.
const studioFactsFile = new URL('./knowledge-base.md', import.meta.url)
const webQuestionsFile = new URL('./small-business-web.md', import.meta.url)

// Words that say nothing about the topic; without this, "what is the..." matches every entry.
const stopWords = new Set(
  `a about an and any are as at be been but by can could did do does for from had has have how i if in
   into is it its me my of on or our please should so than that the their them then there these they this
   to us was we were what when where which who why will with would you your tell know want need get`.split(
    /\s+/,
  ),
)

const studioAddress = new Set(['you', 'your', "y'all", 'yall'])

// A message made only of these (and punctuation) is a greeting, not a question.
const greetingWords = new Set(
  `hi hello hey howdy hiya yo greetings good morning afternoon evening day there y'all yall folks
   thanks thank you ok okay`.split(/\s+/),
)

function fillPlaceholders(markdown: string, facts: StudioFacts): string {
  return markdown.replace(/\{([A-Z_]+)\}/g, (placeholder, name: string) =>
    name in facts ? String(facts[name as keyof StudioFacts]) : placeholder,
  )
}

/** The studio's facts as markdown, placeholders filled from the configuration. */
export function knowledgeBaseMarkdown(facts: StudioFacts): string {
  return fillPlaceholders(readFileSync(studioFactsFile, 'utf8'), facts)
}

/** One entry per "##" section, its keywords comment split out; ids count on from `firstId`. */
export function parseKnowledgeBase(markdown: string, firstId = 0): KnowledgeEntry[] {
  return markdown
    .split(/^## /m)
    .slice(1)
    .map((section, index) => {
      const [title = '', ...body] = section.split('\n')
      const text = body.join('\n')
      const keywords = /<!--\s*keywords:([\s\S]*?)-->/.exec(text)?.[1]?.trim() ?? ''
      return {
        id: firstId + index,
        title: title.trim(),
        keywords,
        text: text.replace(/<!--[\s\S]*?-->\n?/g, '').trim(),
      }
    })
}

export interface KnowledgeAnswer {
  /** False when any question in the message went unanswered. */
  known: boolean
  reply: string
}

function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .replaceAll('’', "'")
    .split(/[^\p{L}\p{N}']+/u)
    .map((word) => word.replace(/^'+|'+$/g, ''))
    .filter(Boolean)
}

/** "Do you do SEO?" asks about the studio itself, so its own facts come first. */
function asksTheStudio(question: string): boolean {
  return wordsOf(question).some((word) => studioAddress.has(word))
}

/** True for "hi", "Hello there!", "good morning y'all": nothing asked. */
export function isGreeting(message: string): boolean {
  const words = wordsOf(message)
  return words.length > 0 && words.every((word) => greetingWords.has(word))
}

/**
 * The questions in one message, in order: each "?" or "!" ends one, and so does a line break; what stands
 * before a question in the same line ("I run a bakery. How do I…?") stays with it as its context.
 */
export function splitQuestions(message: string): string[] {
  return message
    .split(/\n+/)
    .flatMap((line) => line.match(/[^?!]+[?!]+|[^?!]+$/g) ?? [])
    .map((part) => part.trim())
    .filter((part) => /[\p{L}\p{N}]/u.test(part))
}

/**
 * Answers from the studio's facts and the small-business web questions with a full-text index. Each question
 * in a message is answered in turn from its best-matching entry; a greeting gets a greeting and the page's
 * suggested questions; what nothing covers gets an honest "I don't know" and a link that carries the
 * question to the contact form.
 */
export function createKnowledgeBase(facts: StudioFacts) {
  const studioEntries = parseKnowledgeBase(knowledgeBaseMarkdown(facts))
  const entries = [
    ...studioEntries,
    ...parseKnowledgeBase(
      fillPlaceholders(readFileSync(webQuestionsFile, 'utf8'), facts),
      studioEntries.length,
    ),
  ]
  const processTerm = (term: string) => {
    const word = term.toLowerCase()
    return stopWords.has(word) ? null : word
  }
  const index = new MiniSearch<KnowledgeEntry>({
    fields: ['title', 'keywords', 'text'],
    processTerm,
    searchOptions: {
      boost: { keywords: 3, title: 2 },
      prefix: (term) => term.length > 3,
      fuzzy: (term) => (term.length > 5 ? 0.2 : false),
      processTerm,
    },
  })
  index.addAll(entries)
  const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[]

  /** The entry that answers one question, or undefined when none covers what it is about. */
  function bestEntry(question: string): KnowledgeEntry | undefined {
    const results = index.search(question, {
      boostDocument: (id) => (asksTheStudio(question) && id < studioEntries.length ? 3 : 1),
    })
    // The question's words as the index reads them, and those that no entry knows at all ("Tokyo").
    const questionTerms = new Set(
      tokenize(question)
        .map((term) => processTerm(term))
        .filter((term): term is string => !!term && term.length > 1 && !greetingWords.has(term)),
    )
    const knownTerms = new Set(results.flatMap((result) => result.queryTerms))
    const unknownTerms = [...questionTerms].filter((term) => !knownTerms.has(term)).length
    // A hit must cover half of what the question is about, and more of it than the words nothing here
    // knows, or it is a coincidence of one word ("How do I lose weight?" is not about domains).
    const [best] = results.filter(
      ({ queryTerms }) => queryTerms.length * 2 >= questionTerms.size && queryTerms.length > unknownTerms,
    )
    return best ? entries[best.id as number] : undefined
  }

  function answer(message: string): KnowledgeAnswer {
    const questions = splitQuestions(message).filter((question) => !isGreeting(question))
    // Nothing asked ("hi", "???", an emoji): a greeting and something to ask.
    if (questions.length === 0) return { known: true, reply: greeting(facts, message) }
    const answered = questions.map((question) => ({ question, entry: bestEntry(question) }))
    const unanswered = answered.filter(({ entry }) => !entry).map(({ question }) => question)
    const shown = new Set<number>()
    const sections: string[] = []
    for (const { question, entry } of answered) {
      if (!entry || shown.has(entry.id)) continue
      shown.add(entry.id)
      // With several questions, each answer says which question it answers.
      const asked = answered.length > 1 ? `> ${asText(question)}\n\n` : ''
      sections.push(`${asked}**${entry.title}**\n\n${entry.text}`)
    }
    if (sections.length === 0) return { known: false, reply: dontKnow(facts, unanswered) }
    const parts = [...sections]
    if (unanswered.length > 0) parts.push(dontKnow(facts, unanswered))
    else parts.push(`_Answered from ${facts.SITE_NAME}’s own notes._`)
    return { known: unanswered.length === 0, reply: parts.join('\n\n') }
  }

  return { entries, answer }
}

/** The visitor's own words quoted in a markdown reply: shown as typed, never as links or emphasis. */
function asText(words: string): string {
  return words.replace(/[\\`*_[\]()<>#|~!]/g, '\\$&')
}

function greeting(facts: StudioFacts, message: string): string {
  const opener = /\bthank/i.test(message) ? 'You’re welcome!' : 'Hey there!'
  return [
    `${opener} I’m ${facts.ASSISTANT_NAME}, ${facts.SITE_NAME}’s assistant. Ask me about getting found on Google, reviews, site speed, email, domains, hosting, prices or the Hands Free Plan. A few to start with:`,
    askSuggestions.map((question) => `- ${question}`).join('\n'),
  ].join('\n\n')
}

function dontKnow(facts: StudioFacts, questions: string[]): string {
  const quoted = questions.map((question) => `“${asText(question)}”`).join(' and ')
  return [
    `I don’t know the answer to ${quoted}, and I’d rather say so than guess.`,
    `${facts.OWNER_NAME} can answer it: [send your question to ${facts.SITE_NAME}](${contactLinkWithMessage(questions.join('\n'))}) (the contact form opens with it filled in), call ${facts.BUSINESS_PHONE} or email [${facts.BUSINESS_EMAIL}](mailto:${facts.BUSINESS_EMAIL}).`,
  ].join('\n\n')
}
