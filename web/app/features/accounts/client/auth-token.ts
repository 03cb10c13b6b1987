// The session token lives in localStorage under this key (docs/product.md#session); these helpers are the
// only code that touches it.
export const authTokenKey = 'authToken'

export function readAuthToken(): string | null {
  return localStorage.getItem(authTokenKey)
}

export function storeAuthToken(token: string): void {
  localStorage.setItem(authTokenKey, token)
}

export function clearAuthToken(): void {
  localStorage.removeItem(authTokenKey)
}
