import { readFileSync } from 'node:fs'
import MiniSearch from 'minisearch'
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

const knowledgeBaseFile = new URL('./knowledge-base.md', import.meta.url)

// Words that say nothing about the topic; without this, "what is the..." matches every entry.
const stopWords = new Set(
  `a about an and any are as at be been but by can could did do does for from had has have how i if in
   into is it its me my of on or our please should so than that the their them then there these they this
   to us was we were what when where which who why will with would you your tell know want need get`.split(
    /\s+/,
  ),
)

/** The knowledge base markdown, placeholders filled from the configuration. */
export function knowledgeBaseMarkdown(facts: StudioFacts): string {
  return readFileSync(knowledgeBaseFile, 'utf8').replace(/\{([A-Z_]+)\}/g, (placeholder, name: string) =>
    name in facts ? String(facts[name as keyof StudioFacts]) : placeholder,
  )
}

/** One entry per "##" section, its keywords comment split out. */
export function parseKnowledgeBase(markdown: string): KnowledgeEntry[] {
  return markdown
    .split(/^## /m)
    .slice(1)
    .map((section, id) => {
      const [title = '', ...body] = section.split('\n')
      const text = body.join('\n')
      const keywords = /<!--\s*keywords:([\s\S]*?)-->/.exec(text)?.[1]?.trim() ?? ''
      return { id, title: title.trim(), keywords, text: text.replace(/<!--[\s\S]*?-->\n?/g, '').trim() }
    })
}

export interface KnowledgeAnswer {
  known: boolean
  reply: string
}

/**
 * Answers from the studio's own facts with a full-text index: the best-matching entries when the question
 * shares enough words with them, else a plain "I don't know" that points to a person.
 */
export function createKnowledgeBase(facts: StudioFacts) {
  const entries = parseKnowledgeBase(knowledgeBaseMarkdown(facts))
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

  function answer(question: string): KnowledgeAnswer {
    const questionTerms = new Set(
      question
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter((word) => word.length > 1 && !stopWords.has(word)),
    )
    const results = index.search(question)
    // A hit must cover at least half of what the question is about, or it is a coincidence of one word.
    const relevant = results.filter((result) => result.queryTerms.length * 2 >= questionTerms.size)
    const [best, second] = relevant
    if (!best) return { known: false, reply: dontKnow(facts) }
    const picked = second && second.score >= best.score * 0.75 ? [best, second] : [best]
    const sections = picked
      .map((result) => entries[result.id as number]!)
      .map((entry) => `**${entry.title}**\n\n${entry.text}`)
    return {
      known: true,
      reply: `${sections.join('\n\n')}\n\n_Answered from ${facts.SITE_NAME}’s own notes._`,
    }
  }

  return { entries, answer }
}

function dontKnow(facts: StudioFacts): string {
  return [
    `I don’t know the answer to that one, and I’d rather say so than guess.`,
    `I can tell you about ${facts.SITE_NAME}: the Hands Free Plan and its price, services, how a project works, hours, the free tools and the policies.`,
    `For anything else, ${facts.OWNER_NAME} is happy to help: [use the contact form](/contact), call ${facts.BUSINESS_PHONE} or email [${facts.BUSINESS_EMAIL}](mailto:${facts.BUSINESS_EMAIL}).`,
  ].join('\n\n')
}
