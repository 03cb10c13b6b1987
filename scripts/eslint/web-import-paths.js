import { existsSync } from 'node:fs'
import path from 'node:path'
import { visitLocalImports } from './local-imports.js'

// How a web file names another (docs/decisions/022-web-app-layout.md): inside its own area of web/app — one
// feature, one folder of common/, or one other top folder (site/, routes/, …) — by a relative path; across
// areas by the #app/ alias, so an import says where the file lives wherever the importer sits. And no
// relative import in web/ climbs three folders.

const appFolder = path.join('web', 'app')

/** The area of web/app a path lies in ('' for root.tsx and routes.ts), or undefined outside web/app. */
function areaOf(cwd, absolutePath) {
  const inApp = path.relative(path.join(cwd, appFolder), absolutePath)
  if (inApp.startsWith('..') || path.isAbsolute(inApp)) return undefined
  const folders = inApp.split(path.sep).slice(0, -1)
  const depth = folders[0] === 'features' || folders[0] === 'common' ? 2 : 1
  return folders.slice(0, depth).join('/')
}

/** How an area is named in a message: its folder under web/app, or web/app itself. */
const areaName = (area) => (area === '' ? 'web/app' : `${area}/`)

/** The file an extensionless import resolves to, as TypeScript and Vite find it (.ts, then .tsx). */
function withExtension(resolved) {
  if (path.extname(resolved)) return resolved
  return [`${resolved}.ts`, `${resolved}.tsx`].find((file) => existsSync(file)) ?? `${resolved}.ts`
}

/** @type {import('eslint').Rule.RuleModule} */
export const webImportPaths = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Web imports: relative inside an area of web/app, #app/ across areas, never ../../../',
    },
    schema: [],
    messages: {
      acrossAreas:
        "'{{source}}' reaches from {{from}} into {{to}} by a relative path. Write '#app/{{target}}' instead " +
        '(the alias of web/package.json imports, with the file extension).',
      climbsThreeFolders:
        "'{{source}}' climbs three folders or more. Import a file of web/app as '#app/…' (with its extension).",
    },
  },
  create(context) {
    const from = areaOf(context.cwd, context.filename)
    const fromName =
      from === undefined ? `${path.relative(context.cwd, path.dirname(context.filename))}/` : areaName(from)

    return visitLocalImports(context, (source, node, resolved) => {
      // React Router's generated route types (`./+types/root`) live outside app/, joined by tsconfig rootDirs.
      if (!source.startsWith('.') || source.includes('/+types/')) return
      // Out of web/ altogether: no-relative-import-across-workspaces says what to do.
      if (path.relative(path.join(context.cwd, 'web'), resolved).startsWith('..')) return
      if (source.startsWith('../../../')) {
        context.report({ node, messageId: 'climbsThreeFolders', data: { source } })
        return
      }
      const to = areaOf(context.cwd, resolved)
      if (to === undefined || to === from) return
      const target = path.relative(path.join(context.cwd, appFolder), withExtension(resolved))
      context.report({
        node,
        messageId: 'acrossAreas',
        data: { source, from: fromName, to: areaName(to), target: target.split(path.sep).join('/') },
      })
    })
  },
}
