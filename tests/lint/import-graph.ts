import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

// The server's module graph, read the way TypeScript reads imports: static, re-exports, dynamic
// `import()` and type-only imports alike (a type-only cycle still ties two modules together for whoever
// reads or moves them). docs/decisions/021-one-domain-one-folder.md says why this is a walk of our own.

/** Source text by path relative to the repository root, with forward slashes. */
export type SourceFiles = Map<string, string>

const sourceFile = /\.(ts|tsx|mts|js|mjs)$/
const testFile = /\.test\.tsx?$/

/** Every non-test source file under `folders` (relative to `root`). */
export function readSourceFiles(root: string, folders: string[]): SourceFiles {
  const files: SourceFiles = new Map()
  const walk = (folder: string) => {
    for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
      const relative = path.posix.join(folder, entry.name)
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(relative)
      } else if (sourceFile.test(entry.name) && !testFile.test(entry.name)) {
        files.set(relative, readFileSync(path.join(root, relative), 'utf8'))
      }
    }
  }
  for (const folder of folders) walk(folder)
  return files
}

/** Every module specifier a file names: `import`, `import type`, `export … from`, `import()`. */
export function importSpecifiers(text: string): string[] {
  return ts.preProcessFile(text, true, true).importedFiles.map((imported) => imported.fileName)
}

/** How a workspace's package name maps to its sources (package.json `exports`: `./*` → `./src/*.ts`). */
const workspaceSources: Record<string, string> = {
  '@studio/api/': 'api/src/',
  '@studio/worker/': 'worker/src/',
}

/** The file of `files` that `specifier`, imported by `importer`, names; undefined for a package's. */
export function resolveImport(files: SourceFiles, importer: string, specifier: string): string | undefined {
  let base: string | undefined
  if (specifier.startsWith('.')) base = path.posix.join(path.posix.dirname(importer), specifier)
  for (const [packagePrefix, folder] of Object.entries(workspaceSources)) {
    if (specifier.startsWith(packagePrefix)) base = folder + specifier.slice(packagePrefix.length)
  }
  if (base === undefined) return undefined
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((candidate) => files.has(candidate))
}

/** Each file's imports of other files in the set. */
export function importGraph(files: SourceFiles): Map<string, string[]> {
  const graph = new Map<string, string[]>()
  for (const [file, text] of files) {
    const targets = importSpecifiers(text).flatMap((specifier) => resolveImport(files, file, specifier) ?? [])
    graph.set(file, [...new Set(targets)])
  }
  return graph
}

/**
 * One cycle per group of modules that import each other (strongly connected components, Tarjan's
 * algorithm), each written as the path that closes it: `a.ts → b.ts → a.ts`.
 */
export function importCycles(graph: Map<string, string[]>): string[] {
  const index = new Map<string, number>()
  const lowLink = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const components: string[][] = []

  const connect = (file: string) => {
    index.set(file, index.size)
    lowLink.set(file, index.get(file)!)
    stack.push(file)
    onStack.add(file)
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        connect(target)
        lowLink.set(file, Math.min(lowLink.get(file)!, lowLink.get(target)!))
      } else if (onStack.has(target)) {
        lowLink.set(file, Math.min(lowLink.get(file)!, index.get(target)!))
      }
    }
    if (lowLink.get(file) !== index.get(file)) return
    const component: string[] = []
    let member: string
    do {
      member = stack.pop()!
      onStack.delete(member)
      component.push(member)
    } while (member !== file)
    const importsItself = graph.get(file)?.includes(file)
    if (component.length > 1 || importsItself) components.push(component)
  }
  for (const file of graph.keys()) if (!index.has(file)) connect(file)

  return components.map((component) => cyclePath(graph, new Set(component)).join(' → '))
}

/** A path from the component's first module back to itself, through members of the component only. */
function cyclePath(graph: Map<string, string[]>, component: Set<string>): string[] {
  const start = [...component].sort()[0]!
  const cameFrom = new Map<string, string>()
  const queue = [start]
  while (queue.length > 0) {
    const file = queue.shift()!
    for (const target of graph.get(file) ?? []) {
      if (target === start) {
        const route = [start]
        for (let step = file; step !== start; step = cameFrom.get(step)!) route.unshift(step)
        return [start, ...route]
      }
      if (component.has(target) && !cameFrom.has(target)) {
        cameFrom.set(target, file)
        queue.push(target)
      }
    }
  }
  return [start, start]
}

const contractFolder = 'api/src/contract/'
/** The browser imports the contract: it may stand on zod and on itself, nothing else. */
const contractMayImport = new Set(['zod'])

/** Each import of a contract module that names something other than a contract module or zod. */
export function contractLeafViolations(files: SourceFiles): string[] {
  return [...files].flatMap(([file, text]) => {
    if (!file.startsWith(contractFolder)) return []
    return importSpecifiers(text)
      .filter((specifier) => {
        if (contractMayImport.has(specifier)) return false
        return !resolveImport(files, file, specifier)?.startsWith(contractFolder)
      })
      .map((specifier) => `${file} imports '${specifier}'`)
  })
}

/** The package a bare specifier names (`@scope/name/deep` → `@scope/name`); undefined for a file or a built-in. */
export function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('node:') || specifier.startsWith('#'))
    return undefined
  const parts = specifier.split('/')
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]
}

/** Every package the files import, with the files that import it. */
export function importedPackages(files: SourceFiles): Map<string, string[]> {
  const packages = new Map<string, string[]>()
  for (const [file, text] of files) {
    for (const name of new Set(importSpecifiers(text).flatMap((specifier) => packageOf(specifier) ?? []))) {
      packages.set(name, [...(packages.get(name) ?? []), file])
    }
  }
  return packages
}

const platformFolder = 'api/src/platform/'
/** What platform/ may import of the API besides itself: the wire contract (shapes, not a domain). */
const platformMayImport = [platformFolder, contractFolder]

/**
 * Each import of a platform/ module that names a domain (or the composition beside routes.ts): platform is
 * what every domain stands on, so the arrows point into it, never out to a domain. A domain's settings,
 * jobs or rules reach platform code as arguments from whoever composes them.
 */
export function platformDomainViolations(files: SourceFiles): string[] {
  return [...files].flatMap(([file, text]) => {
    if (!file.startsWith(platformFolder)) return []
    return importSpecifiers(text)
      .filter((specifier) => {
        const target = resolveImport(files, file, specifier)
        return (
          target?.startsWith('api/src/') && !platformMayImport.some((folder) => target.startsWith(folder))
        )
      })
      .map((specifier) => `${file} imports '${specifier}'`)
  })
}
