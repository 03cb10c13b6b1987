import path from 'node:path'
import { visitLocalImports } from './local-imports.js'

// A workspace (api/, worker/, web/) reaches another only by its package name (`@studio/api/contract/…`),
// so each workspace declares what it uses and a moved file breaks loudly in one place; and it reaches
// nothing else outside itself (infra/, scripts/) at all, since its image holds only its own folder. The
// import text alone cannot tell `../worker/x` inside a web feature from `../../worker/src/x` out of the
// workspace, so this rule resolves each relative import and compares the folders on both ends.

const workspaces = new Set(['api', 'worker', 'web'])

/** The top-level folder of a path under the repository root (`..` for a path outside it). */
function topFolder(cwd, absolutePath) {
  return path.relative(cwd, absolutePath).split(path.sep)[0]
}

/** @type {import('eslint').Rule.RuleModule} */
export const noRelativeImportAcrossWorkspaces = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid relative imports that climb out of a workspace' },
    schema: [],
    messages: {
      acrossWorkspaces:
        "'{{source}}' climbs out of {{from}}/ into {{to}}/ by a relative path. Import it by package name " +
        "instead: '@studio/{{to}}/…' (for the API's wire types and paths, '@studio/api/contract/<area>').",
      outOfWorkspace:
        "'{{source}}' climbs out of {{from}}/ into {{to}}/, which is no workspace. Move the module into the " +
        'workspace that uses it (e.g. the CSP module lives in api/src/site/) and import it from there.',
    },
  },
  create(context) {
    const from = topFolder(context.cwd, context.filename)
    if (!workspaces.has(from)) return {}

    return visitLocalImports(context, (source, node, resolved) => {
      const to = topFolder(context.cwd, resolved)
      // api/ must not import worker/ in any form: eslint.config.js says so with its own advice.
      if (to === from || (from === 'api' && to === 'worker')) return
      const messageId = workspaces.has(to) ? 'acrossWorkspaces' : 'outOfWorkspace'
      context.report({ node, messageId, data: { source, from, to } })
    })
  },
}
