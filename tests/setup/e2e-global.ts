import type { TestProject } from 'vitest/node'
import { startTestApp } from '../support/app.ts'
import { startFakeLlm, startFakeOpenMeteo } from '../support/fake-upstreams.ts'

// One running app for every end-to-end file; each test makes its own users and data. The AI and weather
// tools talk to fake upstreams on loopback, configured exactly as the real ones would be (weather: the
// keyless Open-Meteo provider, the default).
export default async function setup(project: TestProject) {
  const [llm, weather] = await Promise.all([startFakeLlm(), startFakeOpenMeteo()])
  const app = await startTestApp({ env: { ...llm.env, ...weather.env } })
  project.provide('baseURL', app.baseURL)
  project.provide('mailOutboxDir', app.mailOutboxDir)
  project.provide('databaseUrl', app.databaseUrl)
  project.provide('appQueue', app.queue)
  project.provide('fakeLlmUrl', llm.url)
  return async () => {
    await app.stop()
    await Promise.all([llm.close(), weather.close()])
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
    mailOutboxDir: string
    databaseUrl: string
    appQueue: { redisUrl: string; prefix: string }
    fakeLlmUrl: string
  }
}
