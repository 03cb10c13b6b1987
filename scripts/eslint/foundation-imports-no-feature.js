import path from 'node:path'
import { visitLocalImports } from './local-imports.js'

// The foundation of web/app is what the features stand on: common/ (form fields, toasts, the API read
// hooks, the server tools' call and progress, file and worker helpers), api-client/, session/ (the token,
// AuthProvider), site/ (the frame of every page), seo/, offline/ and styles/. It imports no feature, so
// the arrows run one way (routes and root.tsx on top, then features, then the foundation) and a feature
// can change without breaking the others, or every page, through the foundation.

/** The folders of web/app below the features; routes/, root.tsx and routes.ts sit above them. */
export const foundationFolders = ['common', 'api-client', 'session', 'site', 'seo', 'offline', 'styles']

const featuresFolder = /\/web\/app\/features\//

/** @type {import('eslint').Rule.RuleModule} */
export const foundationImportsNoFeature = {
  meta: {
    type: 'problem',
    docs: {
      description:
        "Forbid web/app's foundation (common/, api-client/, session/, site/, …) from importing a feature",
    },
    schema: [],
    messages: {
      importsFeature:
        "web/app/{{folder}}/ imports '{{source}}', a feature's code: {{folder}}/ is part of what features stand " +
        'on. Have the feature pass what it needs in (a prop, an argument), or move the piece into common/ ' +
        '(or session/, for the signed-in session).',
    },
  },
  create(context) {
    const inApp = path.relative(path.join(context.cwd, 'web', 'app'), context.filename).split(path.sep)
    const folder = inApp[0]
    if (!foundationFolders.includes(folder)) return {}
    return visitLocalImports(context, (source, node, resolved) => {
      if (featuresFolder.test(resolved.split(path.sep).join('/')))
        context.report({ node, messageId: 'importsFeature', data: { source, folder } })
    })
  },
}
