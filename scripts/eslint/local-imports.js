import { readFileSync } from 'node:fs'
import path from 'node:path'

// The web workspace's import aliases, read from web/package.json `imports` ("#app/*": "./app/*"), as
// [prefix, folder relative to the repository root] pairs; an alias to a package would be left out.
const webFolder = 'web'
const webAliases = Object.entries(
  JSON.parse(readFileSync(new URL('../../web/package.json', import.meta.url), 'utf8')).imports ?? {},
)
  .filter(([alias, target]) => alias.endsWith('/*') && typeof target === 'string' && target.startsWith('./'))
  .map(([alias, target]) => [alias.slice(0, -1), path.join(webFolder, target.slice(2, -1))])

/** The absolute path an import names: relative to the file, or through a web alias; undefined for a package. */
function resolveLocal(context, source) {
  if (source.startsWith('.')) return path.resolve(path.dirname(context.filename), source)
  const alias = webAliases.find(([prefix]) => source.startsWith(prefix))
  if (alias) return path.resolve(context.cwd, alias[1], source.slice(alias[0].length))
}

/**
 * ESLint visitors that call `onImport` for every import of a file that names a file of this repository —
 * relative or through a web alias (`#app/…`); static, re-export or dynamic `import('…')` — with the import
 * text, its node and the absolute path it resolves to.
 */
export function visitLocalImports(context, onImport) {
  function check(sourceNode) {
    if (sourceNode?.type !== 'Literal' || typeof sourceNode.value !== 'string') return
    const resolved = resolveLocal(context, sourceNode.value)
    if (resolved) onImport(sourceNode.value, sourceNode, resolved)
  }
  return {
    ImportDeclaration: (node) => check(node.source),
    ExportNamedDeclaration: (node) => check(node.source),
    ExportAllDeclaration: (node) => check(node.source),
    ImportExpression: (node) => check(node.source),
  }
}
