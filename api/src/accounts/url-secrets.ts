// Reset and sign-in links carry their secret as ?token=...; opening one requests that URL from this
// server, and a request log line must not keep a working link. A parameter's name is read the way the
// server's query parser reads it: percent-decoded ("tok%65n" is "token"), with any brackets after it
// ("token[]", "token[0]" are lists of tokens), in any case.

const secretName = 'token'

/** A query parameter's name as the query parser sees it, without its brackets; undefined if undecodable. */
function parameterName(rawName: string): string | undefined {
  let name: string
  try {
    name = decodeURIComponent(rawName.replace(/\+/g, ' '))
  } catch {
    return undefined
  }
  return name.replace(/(\[[^\]]*\])+$/, '').toLowerCase()
}

/** The URL with the value of every `token` query parameter replaced, for logging. */
export function redactUrlSecrets(url: string): string {
  const queryStart = url.indexOf('?')
  if (queryStart === -1) return url
  const hashStart = url.indexOf('#', queryStart)
  const queryEnd = hashStart === -1 ? url.length : hashStart
  const query = url
    .slice(queryStart + 1, queryEnd)
    .split('&')
    .map((parameter) => {
      const equals = parameter.indexOf('=')
      if (equals === -1) return parameter
      const rawName = parameter.slice(0, equals)
      return parameterName(rawName) === secretName ? `${rawName}=[redacted]` : parameter
    })
    .join('&')
  return `${url.slice(0, queryStart + 1)}${query}${url.slice(queryEnd)}`
}
