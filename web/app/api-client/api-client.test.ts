import * as billsApi from '@studio/api/contract/bills'
import * as contactApi from '@studio/api/contract/contact'
import * as portalWorkApi from '@studio/api/contract/portal-work'
import * as sessionApi from '@studio/api/contract/session'
import * as siteApi from '@studio/api/contract/site'
import * as toolsApi from '@studio/api/contract/tools'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { authTokenKey } from '#app/session/auth-token.ts'
import { callApi } from './api-client'
import { failureSentence } from './failure-sentence'

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body)
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(status === 204 ? null : text, { status, headers })),
  )
}

function storedToken(token: string | null) {
  vi.stubGlobal('localStorage', { getItem: (key: string) => (key === authTokenKey ? token : null) })
}

const sentRequest = () => {
  const [url, init] = vi.mocked(fetch).mock.calls[0]!
  return { url: String(url), init: init!, headers: new Headers(init!.headers) }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('callApi', () => {
  it('answers a 2xx with its JSON and posts the input as a JSON body', async () => {
    answer(201, { success: 'Bill added successfully!', id: 7 })
    storedToken('abc.def.ghi')
    const bill = { owner: 'Sam', name: 'Power', amount: '12.50', dueDate: '2026-01-31' }
    expect(await callApi(billsApi.add, bill)).toEqual({
      ok: true,
      status: 201,
      data: { success: 'Bill added successfully!', id: 7 },
    })
    const { url, init, headers } = sentRequest()
    expect(url).toBe('/api/bills/add.php')
    expect(init.method).toBe('POST')
    expect(JSON.parse(String(init.body))).toEqual(bill)
    expect(headers.get('Content-Type')).toBe('application/json')
  })

  it('adds the stored bearer token to signed-in calls only', async () => {
    storedToken('abc.def.ghi')
    answer(200, [])
    await callApi(billsApi.list, { owner: 'Sam' })
    expect(sentRequest().headers.get('Authorization')).toBe('Bearer abc.def.ghi')

    answer(200, { success: 'Message received.' })
    await callApi(contactApi.send, { name: 'Ada', email: 'ada@example.test', message: 'Hi' })
    expect(sentRequest().headers.get('Authorization')).toBeNull()

    storedToken(null)
    answer(401, { error: 'Please sign in.' })
    await callApi(sessionApi.validateToken)
    expect(sentRequest().headers.get('Authorization')).toBeNull()
  })

  it('puts a GET input in the path parameters and the query, and sends extra headers', async () => {
    answer(200, { state: 'done' })
    await callApi(toolsApi.progress, { id: 'a/b c' }, { 'X-Request-Progress-Id': 'x' })
    expect(sentRequest().url).toBe('/api/tools/progress/a%2Fb%20c')
    expect(sentRequest().init.body).toBeUndefined()
    expect(sentRequest().headers.get('X-Request-Progress-Id')).toBe('x')

    answer(200, { location: {}, current: {} })
    await callApi(toolsApi.weather, { place: 'Thomasville, Georgia' })
    expect(sentRequest().url).toBe('/api/weather?place=Thomasville%2C+Georgia')
  })

  it('fills the path parameters of a PATCH and sends the rest as its JSON body', async () => {
    storedToken('abc.def.ghi')
    answer(200, { request: {} })
    await callApi(portalWorkApi.setRequestStatus, { id: 12, status: 'done' })
    const { url, init, headers } = sentRequest()
    expect(url).toBe('/api/portal/requests/12')
    expect(init.method).toBe('PATCH')
    expect(JSON.parse(String(init.body))).toEqual({ status: 'done' })
    expect(headers.get('Content-Type')).toBe('application/json')
  })

  it('keeps the status and the sentence of a 4xx or 5xx refusal', async () => {
    answer(400, { error: 'Amount: must be a number of dollars.' })
    expect(await callApi(contactApi.send)).toEqual({
      ok: false,
      problem: 'refused',
      status: 400,
      error: 'Amount: must be a number of dollars.',
    })
    answer(503, { error: '' })
    const failure = await callApi(contactApi.send)
    expect(failure).toEqual({ ok: false, problem: 'refused', status: 503 })
    expect(!failure.ok && failureSentence(failure, 'unreachable')).toBe('The server answered 503.')
  })

  it('passes on the sentence of a 429, which says when to try again', async () => {
    answer(429, { error: 'Too many messages. Try again in 10 minutes.' }, { 'Retry-After': '600' })
    const failure = await callApi(contactApi.send)
    expect(failure).toEqual({
      ok: false,
      problem: 'refused',
      status: 429,
      error: 'Too many messages. Try again in 10 minutes.',
    })
    expect(!failure.ok && failureSentence(failure, 'unreachable')).toBe(
      'Too many messages. Try again in 10 minutes.',
    )
  })

  it('says when no answer came, without throwing', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')))
    const failure = await callApi(contactApi.send)
    expect(failure).toEqual({ ok: false, problem: 'network', status: null })
    expect(!failure.ok && failureSentence(failure, 'Could not reach the server.')).toBe(
      'Could not reach the server.',
    )
  })

  it('calls an answer that is not JSON unreadable, whatever its status', async () => {
    answer(502, '<html>Bad gateway</html>')
    const failure = await callApi(contactApi.send)
    expect(failure).toEqual({ ok: false, problem: 'unreadable', status: 502 })
    expect(!failure.ok && failureSentence(failure, 'unreachable')).toBe('The server answered 502.')
    answer(200, 'OK')
    expect(await callApi(contactApi.send)).toEqual({ ok: false, problem: 'unreadable', status: 200 })
  })

  it('takes a 204 as success without a body', async () => {
    answer(204, '')
    expect(await callApi(siteApi.recordVisit)).toEqual({ ok: true, status: 204, data: undefined })
  })
})
