import { useState } from 'react'
import { useAuth } from './AuthProvider'
import { toast } from '#app/common/ui/toast.ts'
import * as sessionApi from '@studio/api/contract/session'
import { callApi } from '#app/api-client/api-client.ts'
import { failureSentence } from '#app/api-client/failure-sentence.ts'

/** Ends every session of the account (other browsers, lost phones), then signs this browser out too. */
export function SignOutEverywhere() {
  const { logout } = useAuth()
  const [busy, setBusy] = useState(false)

  async function signOutEverywhere() {
    setBusy(true)
    const reply = await callApi(sessionApi.logoutAll)
    if (reply.ok) {
      toast.success(reply.data.success)
      logout()
      return
    }
    toast.error(failureSentence(reply, 'Could not reach the server. You are still signed in; try again.'))
    setBusy(false)
  }

  return (
    <button
      type="button"
      className="btn btn--secondary"
      disabled={busy}
      onClick={() => void signOutEverywhere()}
    >
      Sign Out Everywhere
    </button>
  )
}
