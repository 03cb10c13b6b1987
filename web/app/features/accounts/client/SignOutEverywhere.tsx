import { useState } from 'react'
import { useAuth } from '../../../auth/AuthProvider'
import { toast } from '../../../toast/toast'
import { portalRequest } from '../../bills/client/portal-request'

/** Ends every session of the account (other browsers, lost phones), then signs this browser out too. */
export function SignOutEverywhere() {
  const { logout } = useAuth()
  const [busy, setBusy] = useState(false)

  async function signOutEverywhere() {
    setBusy(true)
    try {
      const reply = await portalRequest<{ success: string }>('/auth/logout_all.php', { method: 'POST' })
      if (reply.ok) {
        toast.success(reply.data.success)
        logout()
        return
      }
      toast.error(reply.error)
    } catch {
      toast.error('Could not reach the server. You are still signed in; try again.')
    }
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
