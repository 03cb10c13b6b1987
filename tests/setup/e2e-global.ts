import type { TestProject } from 'vitest/node'
import { startTestApp } from '../support/app.ts'

// One running app for every end-to-end file; each test makes its own users and data.
export default async function setup(project: TestProject) {
  const app = await startTestApp()
  project.provide('baseURL', app.baseURL)
  project.provide('mailOutboxDir', app.mailOutboxDir)
  project.provide('databaseUrl', app.databaseUrl)
  return () => app.stop()
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
    mailOutboxDir: string
    databaseUrl: string
  }
}
