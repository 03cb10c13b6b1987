import path from 'node:path'
import { visitLocalImports } from './local-imports.js'

// A web feature (web/app/features/<x>/) may not reach into another feature's client/ code: a page of one
// tool then breaks when another tool's component changes. ESLint's built-in no-restricted-imports matches
// the import text, which for `../../<y>/client/...` depends on how deep the importing file sits and may
// be an alias (`#app/features/<y>/client/...`), so this rule resolves each import to a path and compares
// the two feature names.

const featureFolder = /\/web\/app\/features\/([^/]+)\//

/** The feature a path belongs to, and whether the path lies in that feature's client/ folder. */
function featureOf(absolutePath) {
  const normalised = absolutePath.split(path.sep).join('/')
  const match = featureFolder.exec(normalised)
  if (!match) return undefined
  const name = match[1]
  return { name, inClient: normalised.includes(`/web/app/features/${name}/client/`) }
}

/** @type {import('eslint').Rule.RuleModule} */
export const noOtherFeatureClient = {
  meta: {
    type: 'problem',
    docs: { description: "Forbid a web feature from importing another feature's client/ code" },
    schema: [],
    messages: {
      otherFeatureClient:
        "Feature '{{importer}}' imports '{{source}}', client code of feature '{{owner}}'. Move what both need " +
        'into web/app/common/ (UI, hooks and browser helpers) and import it from there; for an API call, call ' +
        "the contract's endpoint through callApi in this feature's own client/ code.",
    },
  },
  create(context) {
    const importer = featureOf(context.filename)
    if (!importer) return {}

    return visitLocalImports(context, (source, node, resolved) => {
      const owner = featureOf(resolved + '/')
      if (!owner?.inClient || owner.name === importer.name) return
      context.report({
        node,
        messageId: 'otherFeatureClient',
        data: { importer: importer.name, owner: owner.name, source },
      })
    })
  },
}
