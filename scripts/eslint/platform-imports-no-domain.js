import path from 'node:path'
import { visitLocalImports } from './local-imports.js'

// api/src/platform/ is what every domain stands on: it imports no domain (nor the composition beside
// routes.ts that lists them), only itself and the wire contract, so the arrows point into it. The same
// rule, over every form of import, is checked on the whole server in tests/lint/import-graph.test.ts;
// this one says it in the editor. It resolves relative imports to a path (their text depends on how deep
// the file sits) and reads `@studio/api/<path>` as the file it names.

const apiSources = /\/api\/src\/(.+)$/
const allowedFolders = ['platform/', 'contract/']

/** The part of api/src a path names ('bills/bills.jobs.ts'), or undefined outside it. */
function apiSourceOf(absolutePath) {
  return apiSources.exec(absolutePath.split(path.sep).join('/'))?.[1]
}

const isDomain = (apiSource) => !allowedFolders.some((folder) => apiSource.startsWith(folder))

/** @type {import('eslint').Rule.RuleModule} */
export const platformImportsNoDomain = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid api/src/platform/ from importing a domain' },
    schema: [],
    messages: {
      importsDomain:
        "api/src/platform/ imports '{{source}}', a domain's code: platform/ is what the domains stand on. Take " +
        'what it needs as an argument (a setting, a function, the job list) from whoever composes it ' +
        '(app.ts, server.ts, api/src/jobs.ts), or move a shape both need into the wire contract.',
    },
  },
  create(context) {
    if (!apiSourceOf(context.filename)?.startsWith('platform/')) return {}
    const report = (node, source) => context.report({ node, messageId: 'importsDomain', data: { source } })
    const local = visitLocalImports(context, (source, node, resolved) => {
      const target = apiSourceOf(resolved)
      if (target !== undefined && isDomain(target)) report(node, source)
    })
    const byPackageName = (sourceNode) => {
      const source = sourceNode?.value
      if (typeof source === 'string' && source.startsWith('@studio/api/') && isDomain(source.slice(12)))
        report(sourceNode, source)
    }
    return Object.fromEntries(
      Object.entries(local).map(([nodeType, visit]) => [
        nodeType,
        (node) => {
          visit(node)
          byPackageName(node.source)
        },
      ]),
    )
  },
}
