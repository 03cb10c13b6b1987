import DOMPurify from 'dompurify'
import { renderSafeMarkdown } from './safe-markdown'

/**
 * Untrusted markdown shown as formatted text: rendered with raw HTML escaped (safe-markdown.ts), then
 * sanitised again by DOMPurify, so neither a renderer slip nor a crafted link can run script.
 */
export function SafeMarkdown({ markdown, className }: { markdown: string; className?: string }) {
  return (
    <div
      className={className}
      dangerouslySetInnerHTML={{
        __html: DOMPurify.sanitize(renderSafeMarkdown(markdown), { ADD_ATTR: ['target'] }),
      }}
    />
  )
}
