import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import { useNavigate } from 'react-router'
import * as sessionApi from '@studio/api/contract/session'
import { callApi } from '#app/api-client/api-client.ts'
import { clearAuthToken, readAuthToken, storeAuthToken } from './auth-token'

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
  /** Forgets the token and the user, then goes to /login. */
  logout(): void
}

const signedOut: AuthState = { isAuthenticated: false, isAdmin: false, username: null, loading: false }

const AuthContext = createContext<AuthContextValue | null>(null)

/**
 * Asks the API whether the stored token is still good; any failure (status, network, shape) counts as
 * "no". The API client sends the stored token, which `login` stores before it asks.
 */
async function validateStoredToken(): Promise<AuthState> {
  const reply = await callApi(sessionApi.validateToken)
  if (!reply.ok) throw new Error(`Token validation failed (${reply.problem}, status ${reply.status})`)
  // Checked at run time too: anything but a clear yes signs the browser out.
  const body = reply.data as Partial<Record<keyof typeof reply.data, unknown>> | null
  if (body?.success !== true) throw new Error('Token validation was refused')
  return {
    isAuthenticated: true,
    isAdmin: body.is_admin === true,
    username: typeof body.username === 'string' ? body.username : null,
    loading: false,
  }
}

/** The session a token gives: signed out without one, `null` when the server refused it (token dropped). */
async function sessionFor(token: string | null): Promise<AuthState | null> {
  if (!token) return signedOut
  try {
    return await validateStoredToken()
  } catch (error) {
    console.warn('Session check failed; signing out.', error)
    clearAuthToken()
    return null
  }
}

export function AuthProvider({ children }: { children: ReactNode }) {
  // Prerendered HTML is built signed out and loading; the stored token is checked after hydration.
  const [state, setState] = useState<AuthState>({ ...signedOut, loading: true })
  const navigate = useNavigate()

  const applySession = useCallback(
    (session: AuthState | null) => {
      setState(session ?? signedOut)
      if (!session) navigate('/login')
    },
    [navigate],
  )

  useEffect(() => {
    void sessionFor(readAuthToken()).then(applySession)
  }, [applySession])

  const login = useCallback(
    async (token: string) => {
      storeAuthToken(token)
      applySession(await sessionFor(token))
    },
    [applySession],
  )

  const logout = useCallback(() => {
    clearAuthToken()
    setState(signedOut)
    navigate('/login')
  }, [navigate])

  const value = useMemo(() => ({ ...state, login, logout }), [state, login, logout])
  return <AuthContext value={value}>{children}</AuthContext>
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext)
  if (!value) throw new Error('useAuth() must be used inside <AuthProvider>')
  return value
}
