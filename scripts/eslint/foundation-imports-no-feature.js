import path from 'node:path'
import { visitLocalImports } from './local-imports.js'

// web/app/common/ is what the features stand on (form fields, toasts, the server tools' call and
// progress, file and worker helpers): it imports no feature, so the arrows run one way and a feature
// can change without breaking the others through common/.

const featuresFolder = /\/web\/app\/features\//

/** @type {import('eslint').Rule.RuleModule} */
export const foundationImportsNoFeature = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid web/app/common/ from importing a feature' },
    schema: [],
    messages: {
      importsFeature:
        "web/app/common/ imports '{{source}}', a feature's code: common/ is what features stand on. Have the " +
        'feature pass what it needs in (a prop, an argument), or move the piece into common/.',
    },
  },
  create(context) {
    return visitLocalImports(context, (source, node, resolved) => {
      if (featuresFolder.test(resolved.split(path.sep).join('/')))
        context.report({ node, messageId: 'importsFeature', data: { source } })
    })
  },
}
