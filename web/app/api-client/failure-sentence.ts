import type { ApiFailure } from './api-client'

/** What to tell the person: `unreachable` when no answer came, else the server's sentence or its status. */
export function failureSentence(failure: ApiFailure, unreachable: string): string {
  if (failure.problem === 'network') return unreachable
  return failure.error ?? `The server answered ${failure.status}.`
}

/** Said for a form whose call found no network while the device knows it is offline. */
export const offlineSentence =
  'Your device is offline, so nothing was sent. Your text is kept here: send it again when you are back online.'

/** True when a failed call's cause is the device being offline, not the server. */
export function failedOffline(failure: ApiFailure): boolean {
  return failure.problem === 'network' && typeof navigator !== 'undefined' && !navigator.onLine
}
