import type { SafeMarkdown } from './SafeMarkdown'

export type MarkdownRenderer = typeof SafeMarkdown

/**
 * SafeMarkdown, loaded when a page first has markdown to show rather than with the page: it is a markdown
 * parser and DOMPurify, 25 KB gzip, more than the rest of the assistant's page (docs/benchmarks.md#web-quality).
 * Null when it cannot be loaded: the caller shows the text as it is.
 */
export function loadMarkdownRenderer(): Promise<MarkdownRenderer | null> {
  return import('./SafeMarkdown').then(
    (module) => module.SafeMarkdown,
    (error: unknown) => {
      console.warn('The markdown renderer could not be loaded; showing the text as it is.', error)
      return null
    },
  )
}
