import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeLlm, startTestPages, type FakeLlm, type TestPages } from '../support/fake-upstreams.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'
import { waitFor } from '../support/wait-for.ts'

const newProgressId = () => randomBytes(16).toString('base64url')

async function answer(response: Promise<Response>) {
  const settled = await response
  return { status: settled.status, body: (await settled.json()) as Record<string, unknown> }
}

/** A question to the assistant that can be followed under `progressId`. */
const askFollowed = (server: TestServer, prompt: string, progressId: string) =>
  answer(
    fetch(`${server.url}/api/tools/ask`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Request-Progress-Id': progressId },
      body: JSON.stringify({ prompt }),
    }),
  )

const progressOf = (server: TestServer, progressId: string, method: 'GET' | 'DELETE' = 'GET') =>
  answer(fetch(`${server.url}/api/tools/progress/${progressId}`, { method }))

describe.each(['redis', 'in-process'] as const)('following a tool job (%s queue, one slot)', (queue) => {
  let llm: FakeLlm
  let pages: TestPages
  let server: TestServer
  beforeAll(async () => {
    ;[llm, pages] = await Promise.all([startFakeLlm(), startTestPages()])
    server = await startTestServer({
      queue,
      env: { ...llm.env, JOB_CONCURRENCY: '1', AUDIT_ALLOW_PRIVATE_NETWORKS: '1' },
    })
  })
  afterAll(async () => {
    await server?.stop()
    await Promise.all([llm?.close(), pages?.close()])
  })

  /** One question holding the only slot (the model is held) and a second one waiting behind it. */
  async function oneRunningOneQueued() {
    const release = llm.hold()
    const asked = llm.requests.length
    const first = { id: newProgressId(), reply: undefined as ReturnType<typeof askFollowed> | undefined }
    first.reply = askFollowed(server, 'First in line?', first.id)
    await waitFor('the first question to reach the model', () => llm.requests.length === asked + 1)
    const second = { id: newProgressId(), reply: undefined as ReturnType<typeof askFollowed> | undefined }
    second.reply = askFollowed(server, 'Second in line?', second.id)
    await waitFor('the second question to be queued', async () => {
      const { body } = await progressOf(server, second.id)
      return body.state === 'queued'
    })
    return {
      release,
      first: { id: first.id, reply: first.reply },
      second: { id: second.id, reply: second.reply },
    }
  }

  it('reports a queued job’s place in line, the running one, and both as done after', async () => {
    const { release, first, second } = await oneRunningOneQueued()
    expect(await progressOf(server, second.id)).toEqual({
      status: 200,
      body: { state: 'queued', position: 1 },
    })
    expect(await progressOf(server, first.id)).toEqual({ status: 200, body: { state: 'running' } })
    release()
    expect(await first.reply).toMatchObject({
      status: 200,
      body: { reply: expect.stringContaining('First') },
    })
    expect(await second.reply).toMatchObject({
      status: 200,
      body: { reply: expect.stringContaining('Second') },
    })
    expect(await progressOf(server, second.id)).toEqual({ status: 200, body: { state: 'done' } })
  })

  it('cancels a queued job: it never runs and its call answers the cancel sentence', async () => {
    const before = llm.requests.length
    const { release, first, second } = await oneRunningOneQueued()
    expect(await progressOf(server, second.id, 'DELETE')).toEqual({
      status: 200,
      body: { state: 'cancelled' },
    })
    expect(await second.reply).toEqual({
      status: 409,
      body: expect.objectContaining({ error: 'Cancelled: your request left the queue before it started.' }),
    })
    expect(await progressOf(server, first.id, 'DELETE')).toEqual({
      status: 409,
      body: expect.objectContaining({
        error: 'That request has already started, so it can no longer be cancelled.',
      }),
    })
    release()
    expect(await first.reply).toMatchObject({ status: 200 })
    const askedOfModel = llm.requests.slice(before).map((request) => request.messages.at(-1)?.content)
    expect(askedOfModel).toEqual(['First in line?'])
  })

  it('answers 404 for an id it does not know, 400 for a malformed or reused one', async () => {
    const unknown = newProgressId()
    const noSuchJob = { error: 'There is no tool request with that progress id.' }
    expect(await progressOf(server, unknown)).toEqual({
      status: 404,
      body: expect.objectContaining(noSuchJob),
    })
    expect(await progressOf(server, unknown, 'DELETE')).toEqual({
      status: 404,
      body: expect.objectContaining(noSuchJob),
    })
    expect(await progressOf(server, 'short')).toMatchObject({ status: 400 })
    expect(await askFollowed(server, 'Hello?', 'not a valid id!')).toMatchObject({
      status: 400,
      body: { error: expect.stringMatching(/^The progress id must be/) },
    })
    const used = newProgressId()
    expect(await askFollowed(server, 'Once?', used)).toMatchObject({ status: 200 })
    expect(await askFollowed(server, 'Twice?', used)).toMatchObject({
      status: 400,
      body: { error: 'That progress id was used already. Please make a new one for each request.' },
    })
  })

  it('reports the step an audit is on', async () => {
    const progressId = newProgressId()
    const audited = answer(
      fetch(`${server.url}/api/tools/roast_toast`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Request-Progress-Id': progressId },
        body: JSON.stringify({ url: `${pages.url}/slow?ms=3000` }),
      }),
    )
    await waitFor('the audit to report that it fetches the page', async () => {
      const { body } = await progressOf(server, progressId)
      return body.state === 'running' && body.step === 'fetching'
    })
    expect(await audited).toMatchObject({ status: 200, body: { roast: expect.any(Array) } })
  })
})
