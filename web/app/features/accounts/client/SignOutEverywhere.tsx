import { useState } from 'react'
import { useAuth } from '#app/session/AuthProvider.tsx'
import { toast } from '#app/common/ui/toast.ts'
import { ConfirmDialog } from '#app/common/ui/ConfirmDialog.tsx'
import * as sessionApi from '@studio/api/contract/session'
import { callApi } from '#app/api-client/api-client.ts'
import { failureSentence } from '#app/api-client/failure-sentence.ts'

/** What this browser's other tabs say once this one has signed out everywhere. */
export const signedOutEverywhereElsewhere =
  'You chose Sign Out Everywhere in another tab, so every session ended. Sign in again to continue.'

/**
 * Ends every session of the account (other browsers, lost phones), once confirmed, then signs this
 * browser out too; its other tabs say why.
 */
export function SignOutEverywhere() {
  const { logout } = useAuth()
  const [asking, setAsking] = useState(false)
  const [busy, setBusy] = useState(false)

  async function signOutEverywhere() {
    setAsking(false)
    setBusy(true)
    const reply = await callApi(sessionApi.logoutAll)
    if (reply.ok) {
      toast.success(reply.data.success)
      logout(signedOutEverywhereElsewhere)
      return
    }
    toast.error(failureSentence(reply, 'Could not reach the server. You are still signed in; try again.'))
    setBusy(false)
  }

  return (
    <>
      <button type="button" className="btn btn--secondary" disabled={busy} onClick={() => setAsking(true)}>
        Sign Out Everywhere
      </button>
      {asking && (
        <ConfirmDialog
          title="Sign out everywhere?"
          message="Every device and tab signed in to this account is signed out, this one too, and sign-in or reset links already emailed stop working."
          confirmLabel="Sign Out Everywhere"
          onConfirm={() => void signOutEverywhere()}
          onCancel={() => setAsking(false)}
        />
      )}
    </>
  )
}
