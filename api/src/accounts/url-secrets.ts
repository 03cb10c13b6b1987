// Reset and sign-in links carry their secret as ?token=...; opening one requests that URL from this
// server, and a request log line must not keep a working link.
const secretParam = /([?&]token=)[^&#]*/gi

/** The URL with the value of every `token` query parameter replaced, for logging. */
export function redactUrlSecrets(url: string): string {
  return url.replace(secretParam, '$1[redacted]')
}
