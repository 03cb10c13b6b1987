import type { TestProject } from 'vitest/node'
import { createMigratedDatabase } from '../support/databases.ts'
import { resolveTestServices } from '../support/services.ts'

// Migrate once into a template database; each test file clones it (createMigratedDatabase with the
// template, in tests/support/databases.ts; startTestServer in tests/support/test-server.ts does it).
export default async function setup(project: TestProject) {
  const { adminUrl, redisUrl, stopPostgres } = await resolveTestServices()
  const template = await createMigratedDatabase(adminUrl, 'studio_template')
  project.provide('adminDatabaseUrl', adminUrl)
  project.provide('templateDatabase', template.name)
  project.provide('redisUrl', redisUrl)
  return async () => {
    await template.drop()
    await stopPostgres()
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string
    templateDatabase: string
    redisUrl: string
  }
}
