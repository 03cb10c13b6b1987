import { Marked, type Tokens } from 'marked'

// Markdown someone typed (the assistant's reply, a report's roadmap) as HTML that is safe by construction:
// raw HTML in it is shown as text, images are shown as their alt text, and only http(s), mailto, tel and
// same-site links become links, each opening in a new tab. SafeMarkdown.tsx sanitises the result again.

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
    link({ href, title, tokens }: Tokens.Link) {
      const text = this.parser.parseInline(tokens)
      if (!isSafeHref(href)) return text
      const titleAttribute = title ? ` title="${escapeHtml(title)}"` : ''
      return `<a href="${escapeHtml(href)}"${titleAttribute} target="_blank" rel="noopener noreferrer">${text}</a>`
    },
  },
})

export function renderSafeMarkdown(markdown: string): string {
  return marked.parse(markdown, { async: false })
}
