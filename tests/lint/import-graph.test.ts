import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import {
  contractLeafViolations,
  importCycles,
  importGraph,
  platformDomainViolations,
  readSourceFiles,
  type SourceFiles,
} from './import-graph.ts'

// The server's imports run one way: no module reaches back to one that imports it (type-only imports
// included), and the wire contract the browser imports stands on nothing but itself and zod
// (docs/decisions/021-one-domain-one-folder.md), and platform/ imports no domain (decision 044). Each check is also run on a planted violation, so a check
// that could never fail would fail here.

const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
const server = readSourceFiles(repoRoot, ['api/src', 'worker/src'])

/** The server's files with `line` added at the top of `file`. */
function planted(file: string, line: string): SourceFiles {
  expect(server.has(file), `${file} exists`).toBe(true)
  return new Map(server).set(file, `${line}\n${server.get(file)}`)
}

/** Each planted line, alone in the server, is the one import `check` reports. */
function expectEachPlantFound(
  check: (files: SourceFiles) => string[],
  plants: readonly (readonly [file: string, line: string])[],
) {
  for (const [file, line] of plants) {
    const specifier = /'([^']+)'/.exec(line)![1]
    expect(check(planted(file, line))).toEqual([`${file} imports '${specifier}'`])
  }
}

describe('the server imports', () => {
  it('reads both workspaces, following relative and package-name imports alike', () => {
    expect(server.size).toBeGreaterThan(100)
    const graph = importGraph(server)
    expect(graph.get('api/src/app.ts')).toContain('api/src/routes.ts')
    expect(graph.get('worker/src/main.ts')).toContain('api/src/platform/config/env.ts')
  })

  it('have no cycle', () => {
    expect(importCycles(importGraph(server))).toEqual([])
  })

  it('find a planted cycle, through a type-only import too', () => {
    const typeOnly = planted('api/src/platform/logger.ts', "import type { AppDeps } from '../deps.ts'")
    expect(importCycles(importGraph(typeOnly))).toEqual([
      'api/src/deps.ts → api/src/platform/logger.ts → api/src/deps.ts',
    ])
    const byPackageName = planted('api/src/platform/logger.ts', "import '@studio/api/platform/db/pool'")
    expect(importCycles(importGraph(byPackageName))).toEqual([
      'api/src/platform/db/pool.ts → api/src/platform/logger.ts → api/src/platform/db/pool.ts',
    ])
  })
})

describe('the wire contract', () => {
  it('imports only other contract modules and zod', () => {
    expect(contractLeafViolations(server)).toEqual([])
  })

  it('finds a planted import of a server module, of another package, and of a domain type', () => {
    const plants = [
      ['api/src/contract/site.ts', "import type { Env } from '../platform/config/env.ts'"],
      ['api/src/contract/tools.ts', "import { Router } from 'express'"],
      ['api/src/contract/bills.ts', "import type { Bill } from '@studio/api/bills/bills.repository'"],
    ] as const
    expectEachPlantFound(contractLeafViolations, plants)
  })
})

describe('platform/', () => {
  it('imports no domain', () => {
    expect(platformDomainViolations(server)).toEqual([])
  })

  it('finds a planted import of a domain, by relative path, package name, type-only or dynamic import', () => {
    const plants = [
      ['api/src/platform/jobs/job-system.ts', "import { mailRetrySettings } from '../../mail/mail-retry.ts'"],
      ['api/src/platform/http/request-log.ts', "import '@studio/api/accounts/url-secrets'"],
      [
        'api/src/platform/jobs/job-contracts.ts',
        "import type { billsJobs } from '../../bills/bills.jobs.ts'",
      ],
      ['api/src/platform/logger.ts', "export const load = () => import('../jobs.ts')"],
    ] as const
    expectEachPlantFound(platformDomainViolations, plants)
  })

  it('may import itself and the wire contract', () => {
    const plants = [
      ['api/src/platform/jobs/job-system.ts', "import type { QueueLane } from '../../contract/dashboard.ts'"],
      [
        'api/src/platform/http/request-log.ts',
        "import { queueName } from '@studio/api/platform/jobs/job-contracts'",
      ],
    ] as const
    for (const [file, line] of plants) expect(platformDomainViolations(planted(file, line))).toEqual([])
  })
})
