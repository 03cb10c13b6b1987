import type { Tool } from '#app/site/tool-catalogue.ts'
import { freeWebApplication } from './free-web-application'
import { pageMeta } from './page-meta'

/** A tool page's head, all of it from the tool's catalogue entry: the page is a free web application. */
export function toolPageMeta(tool: Tool) {
  return pageMeta({
    path: tool.path,
    title: tool.title ?? tool.name,
    description: tool.description,
    keywords: tool.keywords,
    kind: 'WebApplication',
    pageFacts: freeWebApplication,
  })
}
