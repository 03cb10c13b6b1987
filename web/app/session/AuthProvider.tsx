import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import { useNavigate } from 'react-router'
import * as sessionApi from '@studio/api/contract/session'
import { callApi } from '#app/api-client/api-client.ts'
import { loginLinkFor } from './return-path'
import { clearAuthToken, onAuthTokenChangedElsewhere, readAuthToken, storeAuthToken } from './auth-token'

export interface AuthState {
  isAuthenticated: boolean
  isAdmin: boolean
  username: string | null
  /** True until the stored token (if any) has been checked with the server. */
  loading: boolean
}

export interface AuthContextValue extends AuthState {
  /** Stores a fresh token from the login call, checks it (admin flag, username) and marks the user signed in. */
  login(token: string): Promise<void>
  /** Forgets the token and the user, then goes to /login; this browser's other tabs say `reasonForOtherTabs`. */
  logout(reasonForOtherTabs?: string): void
  /**
   * Checks the stored token with the server again and, when the server refuses it (401), signs this tab
   * out where it is, and this browser's other tabs with the server's sentence. Resolves true then.
   */
  recheckSession(): Promise<boolean>
}

/** What /login is given (router state) when a session ended without the person asking here. */
export interface SignedOutState {
  signedOutBecause: string
}

const signedOut: AuthState = { isAuthenticated: false, isAdmin: false, username: null, loading: false }

const signedOutInAnotherTab = 'You signed out in another tab. Sign in again to continue.'

const AuthContext = createContext<AuthContextValue | null>(null)

/** The server refused the stored token, or the check failed: `status` 401 and the server's sentence when refused. */
class SessionRefused extends Error {
  constructor(
    readonly status: number | null,
    readonly reason: string | null,
  ) {
    super(`Token validation failed (status ${status})`)
  }
}

/**
 * Asks the API whether the stored token is still good; any failure (status, network, shape) counts as
 * "no". The API client sends the stored token, which `login` stores before it asks.
 */
async function validateStoredToken(): Promise<AuthState> {
  const reply = await callApi(sessionApi.validateToken)
  if (!reply.ok) throw new SessionRefused(reply.status, reply.status === 401 ? (reply.error ?? null) : null)
  // Checked at run time too: anything but a clear yes signs the browser out.
  const body = reply.data as Partial<Record<keyof typeof reply.data, unknown>> | null
  if (body?.success !== true) throw new SessionRefused(reply.status, null)
  return {
    isAuthenticated: true,
    isAdmin: body.is_admin === true,
    username: typeof body.username === 'string' ? body.username : null,
    loading: false,
  }
}

/** The session a token gives: signed out without one, a SessionRefused when the server refused it. */
async function sessionFor(token: string | null): Promise<AuthState | SessionRefused> {
  if (!token) return signedOut
  try {
    return await validateStoredToken()
  } catch (error) {
    console.warn('Session check failed; signing out.', error)
    return error instanceof SessionRefused ? error : new SessionRefused(null, null)
  }
}

/** The page this tab is on, to come back to after signing in again. */
const currentPath = () => window.location.pathname + window.location.search

export function AuthProvider({ children }: { children: ReactNode }) {
  // Prerendered HTML is built signed out and loading; the stored token is checked after hydration.
  const [state, setState] = useState<AuthState>({ ...signedOut, loading: true })
  const navigate = useNavigate()

  /** The session ended without the person asking in this tab: to /login, which says why and comes back. */
  const endSession = useCallback(
    (reason: string | null) => {
      setState(signedOut)
      const loginState: SignedOutState | undefined = reason ? { signedOutBecause: reason } : undefined
      navigate(loginLinkFor(currentPath()), { state: loginState })
    },
    [navigate],
  )

  const applySession = useCallback(
    (session: AuthState | SessionRefused) => {
      if (!(session instanceof SessionRefused)) return setState(session)
      clearAuthToken(session.reason ?? undefined)
      endSession(session.reason)
    },
    [endSession],
  )

  useEffect(() => {
    void sessionFor(readAuthToken()).then(applySession)
  }, [applySession])

  /** Checks the stored token again; only the server's refusal (401) signs the tab out: offline, it stays. */
  const recheck = useCallback(async (): Promise<SessionRefused | null> => {
    const token = readAuthToken()
    if (!token) return null
    const session = await sessionFor(token)
    if (!(session instanceof SessionRefused)) setState(session)
    if (!(session instanceof SessionRefused) || session.status !== 401) return null
    clearAuthToken(session.reason ?? undefined)
    setState(signedOut)
    return session
  }, [])

  const { isAuthenticated } = state
  useEffect(() => {
    // Another tab signed in or out (Sign Out Everywhere, a password reset, Logout): follow it.
    const unsubscribe = onAuthTokenChangedElsewhere((token, reason) => {
      if (token) void sessionFor(token).then(applySession)
      else if (isAuthenticated) endSession(reason ?? signedOutInAnotherTab)
    })
    // A tab coming back into view re-checks its session: it may have been ended on another device.
    const recheckWhenShown = () => {
      if (document.visibilityState !== 'visible' || !isAuthenticated) return
      void recheck().then((refused) => refused && endSession(refused.reason))
    }
    document.addEventListener('visibilitychange', recheckWhenShown)
    return () => {
      unsubscribe()
      document.removeEventListener('visibilitychange', recheckWhenShown)
    }
  }, [isAuthenticated, applySession, endSession, recheck])

  const recheckSession = useCallback(async () => (await recheck()) !== null, [recheck])

  const login = useCallback(
    async (token: string) => {
      storeAuthToken(token)
      applySession(await sessionFor(token))
    },
    [applySession],
  )

  const logout = useCallback(
    (reasonForOtherTabs?: string) => {
      clearAuthToken(reasonForOtherTabs)
      setState(signedOut)
      navigate('/login')
    },
    [navigate],
  )

  const value = useMemo(
    () => ({ ...state, login, logout, recheckSession }),
    [state, login, logout, recheckSession],
  )
  return <AuthContext value={value}>{children}</AuthContext>
}

const sessionBeingChecked: AuthContextValue = {
  ...signedOut,
  loading: true,
  login: () => Promise.reject(new Error('The page is still loading; sign in once it has.')),
  logout: () => {},
  recheckSession: () => Promise.resolve(false),
}

/**
 * The session as every page starts, still being checked, for what renders before the app's AuthProvider
 * does: the first paint of a page left to the SPA fallback (root.tsx's HydrateFallback). It offers no way
 * to sign in or out, as a page does not while its session is being checked.
 */
export function SessionBeingChecked({ children }: { children: ReactNode }) {
  return <AuthContext value={sessionBeingChecked}>{children}</AuthContext>
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext)
  if (!value) throw new Error('useAuth() must be used inside <AuthProvider>')
  return value
}
