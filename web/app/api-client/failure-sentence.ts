import type { ApiFailure } from './api-client'

/** What to tell the person: `unreachable` when no answer came, else the server's sentence or its status. */
export function failureSentence(failure: ApiFailure, unreachable: string): string {
  if (failure.problem === 'network') return unreachable
  return failure.error ?? `The server answered ${failure.status}.`
}
