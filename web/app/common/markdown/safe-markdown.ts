import { Marked, type Tokens } from 'marked'

// Markdown someone typed (the assistant's reply, a report's roadmap) as HTML that is safe by construction:
// raw HTML in it is shown as text, images are shown as their alt text, and only http(s), mailto, tel and
// same-site links become links, each opening in a new tab. A task list's boxes are a mark and a word
// ("☑ Done:"), not unlabelled checkboxes. SafeMarkdown.tsx sanitises the result again.

const safeProtocols = new Set(['http:', 'https:', 'mailto:', 'tel:'])

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

export function isSafeHref(href: string): boolean {
  try {
    return safeProtocols.has(new URL(href, 'https://same-site.invalid/').protocol)
  } catch {
    return false
  }
}

const marked = new Marked({
  gfm: true,
  breaks: true,
  renderer: {
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(text)
    },
    image({ text }: Tokens.Image) {
      return escapeHtml(text)
    },
    checkbox({ checked }: Tokens.Checkbox) {
      const [mark, words] = checked ? ['☑', 'Done: '] : ['☐', 'To do: ']
      return `<span aria-hidden="true">${mark}</span> <span class="visually-hidden">${words}</span>`
    },
    link({ href, title, tokens }: Tokens.Link) {
      const text = this.parser.parseInline(tokens)
      if (!isSafeHref(href)) return text
      const titleAttribute = title ? ` title="${escapeHtml(title)}"` : ''
      return `<a href="${escapeHtml(href)}"${titleAttribute} target="_blank" rel="noopener noreferrer">${text}</a>`
    },
  },
})

export interface MarkdownPlacement {
  /**
   * The level of the page's heading the markdown sits under (2 under an h2): its headings start one below,
   * so a `# heading` never makes a second h1 (capped at h6).
   */
  headingsBelow?: number
}

export function renderSafeMarkdown(markdown: string, { headingsBelow = 0 }: MarkdownPlacement = {}): string {
  const tokens = marked.lexer(markdown)
  marked.walkTokens(tokens, (token) => {
    if (token.type === 'heading') token.depth = Math.min(6, token.depth + headingsBelow)
  })
  return marked.parser(tokens)
}
