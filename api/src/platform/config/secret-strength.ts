/** A short secret lets anyone who guesses it sign in as anyone. */
export const minimumSecretLength = 32
/**
 * A random secret of 32 hex digits uses about 14 of the 16; fewer than 10 different characters means a
 * secret somebody typed ("aaaa…", "abcabc…"), not one a generator made.
 */
export const minimumDistinctCharacters = 10

/** Why a JWT signing secret is too easy to guess, as the end of a sentence; undefined when it is not. */
export function secretWeakness(secret: string): string | undefined {
  if (secret.length < minimumSecretLength) return `must be at least ${minimumSecretLength} characters`
  const distinct = new Set(secret).size
  if (distinct < minimumDistinctCharacters) {
    return (
      `uses only ${distinct} different character${distinct === 1 ? '' : 's'}, too easy to guess; ` +
      'make a random one (openssl rand -hex 32)'
    )
  }
  return undefined
}
