import type { Request, Response } from 'express'
import { describe, expect, it } from 'vitest'
import { HttpError } from './http-error.ts'
import { rejectNulCharacters } from './reject-nul-characters.ts'

function run(body: unknown, query: unknown = {}) {
  let passed: unknown = 'not called'
  rejectNulCharacters({ body, query } as Request, {} as Response, (error?: unknown) => {
    passed = error
  })
  return passed
}

describe('rejectNulCharacters', () => {
  it('passes ordinary input, unicode included', () => {
    expect(run({ name: 'Zoë 🧨', nested: [{ a: 'b' }] }, { owner: 'Jordan' })).toBeUndefined()
    expect(run(undefined)).toBeUndefined()
  })

  it.each([
    ['a string value', { prompt: 'a\u0000b' }, {}],
    ['a nested value', { list: [{ deep: ['\u0000'] }] }, {}],
    ['a key', { 'na\u0000me': 'x' }, {}],
    ['the query', {}, { owner: 'Jor\u0000dan' }],
  ])('refuses a NUL in %s with a 400 sentence', (_where, body, query) => {
    const error = run(body, query)
    expect(error).toBeInstanceOf(HttpError)
    expect(error).toMatchObject({ status: 400, message: 'Text must not contain NUL characters.' })
  })
})
