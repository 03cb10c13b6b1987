import path from 'node:path'

/**
 * ESLint visitors that call `onImport` for every relative import of a file — static, re-export or dynamic
 * `import('…')` — with the import text, its node and the absolute path it resolves to.
 */
export function visitRelativeImports(context, onImport) {
  function check(sourceNode) {
    if (sourceNode?.type !== 'Literal' || typeof sourceNode.value !== 'string') return
    const source = sourceNode.value
    if (!source.startsWith('.')) return
    onImport(source, sourceNode, path.resolve(path.dirname(context.filename), source))
  }
  return {
    ImportDeclaration: (node) => check(node.source),
    ExportNamedDeclaration: (node) => check(node.source),
    ExportAllDeclaration: (node) => check(node.source),
    ImportExpression: (node) => check(node.source),
  }
}
