import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { loginLinkFor } from '#app/session/return-path.ts'
import { useAuth } from '#app/session/AuthProvider.tsx'
import { SessionCheckNotice } from '#app/session/SessionCheckNotice.tsx'

/** What a page for signed-in people tells a visitor who is not: a heading, a sentence and the login button's label. */
export interface SignedOutNotice {
  title: string
  message: string
  action: string
}

/** The route `handle` of a page under the signed-in layout: its own signed-out notice, if it has one. */
export interface SignedInPageHandle {
  signedOutNotice?: SignedOutNotice
}

/**
 * Shows `children` to a signed-in visitor only. While the stored session is being checked (and in the
 * prerendered HTML) a line says so; signed out, the notice, whose button goes to the login page and
 * brings the visitor back to `returnPath` afterwards.
 */
export function SignedInOnly({
  notice,
  returnPath,
  children,
}: {
  notice: SignedOutNotice
  returnPath: string
  children: ReactNode
}) {
  const { isAuthenticated, loading } = useAuth()
  if (loading) return <SessionCheckNotice />
  if (!isAuthenticated) {
    return (
      <div className="container page narrow">
        <h1>{notice.title}</h1>
        <p>{notice.message}</p>
        <Link className="btn" to={loginLinkFor(returnPath)}>
          {notice.action}
        </Link>
      </div>
    )
  }
  return children
}
