// The session token lives in localStorage under this key (docs/product.md#session); these helpers are the
// only code that touches it.
export const authTokenKey = 'authToken'

// Why this browser's session ended, for its other tabs: written just before the token is removed, so the
// `storage` event of the removal finds it there.
const signOutReasonKey = 'signedOutBecause'

export function readAuthToken(): string | null {
  return localStorage.getItem(authTokenKey)
}

export function storeAuthToken(token: string): void {
  localStorage.setItem(authTokenKey, token)
}

/** Removes the token; `reasonForOtherTabs` is the sentence this browser's other tabs then show. */
export function clearAuthToken(reasonForOtherTabs?: string): void {
  if (reasonForOtherTabs) localStorage.setItem(signOutReasonKey, reasonForOtherTabs)
  else localStorage.removeItem(signOutReasonKey)
  localStorage.removeItem(authTokenKey)
}

/**
 * Calls `onChange` with the stored token whenever another tab of this site stores or removes it (a tab's
 * own changes fire no `storage` event in it), and with the reason that tab gave for removing it.
 * Returns the unsubscribe function.
 */
export function onAuthTokenChangedElsewhere(
  onChange: (token: string | null, signOutReason: string | null) => void,
): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === authTokenKey || event.key === null)
      onChange(readAuthToken(), localStorage.getItem(signOutReasonKey))
  }
  window.addEventListener('storage', listener)
  return () => window.removeEventListener('storage', listener)
}
