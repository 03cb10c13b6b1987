import { useEffect, useRef, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { useAuth } from '#app/session/AuthProvider.tsx'
import { signInWithLink } from './accounts-api'
import type { FormMessageState } from './FormMessage'

/**
 * Opening an emailed sign-in link lands on /login?token=...: this spends the token and signs the person
 * in. Returns what to show meanwhile ("Signing you in...") or why it failed (a used or expired link),
 * for the top of the login screen, where a phone shows it without scrolling.
 */
export function useSignInLinkFromAddress(): FormMessageState | null {
  const [message, setMessage] = useState<FormMessageState | null>(null)
  const [searchParams, setSearchParams] = useSearchParams()
  const auth = useAuth()
  const navigate = useNavigate()
  const linkToken = searchParams.get('token')
  const redeemed = useRef<string | null>(null)

  useEffect(() => {
    if (!linkToken || redeemed.current === linkToken) return
    redeemed.current = linkToken
    // The token leaves the address bar (and the history) before anything else happens.
    setSearchParams({}, { replace: true })
    setMessage({ tone: 'info', text: 'Signing you in...' })
    void signInWithLink(linkToken).then(async (outcome) => {
      if (!outcome.ok) {
        setMessage({ tone: 'error', text: outcome.error ?? 'Something went wrong. Please try again later.' })
        return
      }
      await auth.login(outcome.data.token)
      navigate('/dashboard')
    })
  }, [linkToken, setSearchParams, auth, navigate])

  return message
}
