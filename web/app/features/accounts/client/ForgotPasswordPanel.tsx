import { useId, useState } from 'react'
import { toast } from '#app/common/ui/toast.ts'
import { requestPasswordReset } from './accounts-api'
import { EmailLinkForm } from './EmailLinkForm'

/**
 * Collapsed by default; opened, it asks for the email that should get a reset link
 * (docs/product.md#forgot-password-and-reset).
 */
export function ForgotPasswordPanel() {
  const [open, setOpen] = useState(false)
  const panelId = useId()

  return (
    <div className="auth-option">
      <button
        type="button"
        className="link-button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((current) => !current)}
      >
        Forgot password?
      </button>
      <div id={panelId} hidden={!open}>
        {open && (
          <EmailLinkForm
            label="Reset your password"
            buttonLabel="Send reset link"
            send={requestPasswordReset}
            onResult={(outcome) => {
              if (outcome.ok) {
                toast.success(outcome.data.success ?? 'Check your email for reset instructions.')
                setOpen(false)
              } else {
                toast.error(outcome.error ?? 'An error occurred. Please try again.')
              }
            }}
          />
        )}
      </div>
    </div>
  )
}
