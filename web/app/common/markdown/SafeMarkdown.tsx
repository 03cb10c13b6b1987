import DOMPurify from 'dompurify'
import { renderSafeMarkdown, type MarkdownPlacement } from './safe-markdown'

/**
 * Untrusted markdown shown as formatted text: rendered with raw HTML escaped (safe-markdown.ts), then
 * sanitised again by DOMPurify, so neither a renderer slip nor a crafted link can run script.
 */
export function SafeMarkdown({
  markdown,
  className,
  headingsBelow,
}: { markdown: string; className?: string } & MarkdownPlacement) {
  return (
    <div
      className={className}
      dangerouslySetInnerHTML={{
        __html: DOMPurify.sanitize(renderSafeMarkdown(markdown, { headingsBelow }), { ADD_ATTR: ['target'] }),
      }}
    />
  )
}
