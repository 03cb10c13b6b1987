import { useState } from 'react'
import { useAuth } from '../../../auth/AuthProvider'
import { toast } from '../../../toast/toast'
import * as sessionApi from '@studio/api/contract/session'
import { callApi } from '../../../api-client/api-client'
import { failureSentence } from '../../../api-client/failure-sentence'

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
