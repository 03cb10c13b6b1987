import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { importedPackages, readSourceFiles, type SourceFiles } from './import-graph.ts'

// Each workspace declares the packages its sources import, and the worker, the runtime only, declares
// nothing its own sources do not import: a domain's packages belong to api/ (where the domains live,
// docs/decisions/021-one-domain-one-folder.md), so a package left behind in worker/ after a move shows.

const repoRoot = fileURLToPath(new URL('../..', import.meta.url))

function declaredDependencies(workspace: string): Set<string> {
  const manifest = JSON.parse(readFileSync(path.join(repoRoot, workspace, 'package.json'), 'utf8'))
  return new Set(Object.keys(manifest.dependencies ?? {}))
}

/** Packages imported but not declared, as `package (first importing file)`. */
function undeclared(files: SourceFiles, declared: Set<string>): string[] {
  return [...importedPackages(files)]
    .filter(([name]) => !declared.has(name))
    .map(([name, importers]) => `${name} (${importers[0]})`)
}

/** tsx is how the workspaces run (`node --import tsx`), not something their sources import. */
const runtimeOnly = new Set(['tsx'])

describe('workspace dependencies', () => {
  const workspaces = ['api', 'worker'].map((workspace) => ({
    workspace,
    declared: declaredDependencies(workspace),
    files: readSourceFiles(repoRoot, [`${workspace}/src`]),
  }))

  it.each(workspaces)('$workspace declares every package its sources import', ({ declared, files }) => {
    expect(undeclared(files, declared)).toEqual([])
  })

  it('worker declares only what the runtime imports', () => {
    const worker = workspaces.find(({ workspace }) => workspace === 'worker')!
    const imported = importedPackages(worker.files)
    const unused = [...worker.declared].filter((name) => !imported.has(name) && !runtimeOnly.has(name))
    expect(unused).toEqual([])
  })

  it('finds a planted import of an undeclared package', () => {
    const planted: SourceFiles = new Map([
      ['worker/src/x.ts', "import { parse } from 'htmlparser2/lib/Parser'\n"],
    ])
    expect(undeclared(planted, new Set(['bullmq']))).toEqual(['htmlparser2 (worker/src/x.ts)'])
  })
})
