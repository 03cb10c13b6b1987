import { useEffect, useId, useRef } from 'react'
import './confirm-dialog.css'

interface ConfirmDialogProps {
  title: string
  /** What the action will do, in a sentence or two. */
  message: string
  /** The label of the button that goes ahead, e.g. "Delete Bill". */
  confirmLabel: string
  onConfirm(): void
  onCancel(): void
}

/**
 * Asks before an action that cannot be undone. A modal `<dialog>` gives the focus handling for free: focus
 * moves into it (onto Cancel, the first button, so Enter never destroys by accident), stays there, Escape
 * cancels, and closing returns focus to the button that opened it.
 */
export function ConfirmDialog({ title, message, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const messageId = useId()

  useEffect(() => {
    // StrictMode runs effects twice: open it only once. Unmounting removes it from the top layer.
    const dialog = dialogRef.current!
    if (!dialog.open) dialog.showModal()
  }, [])

  return (
    <dialog
      ref={dialogRef}
      className="confirm-dialog"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      // Buttons of a method="dialog" form close it with their value; Escape closes it with none.
      onClose={(event) => (event.currentTarget.returnValue === 'confirm' ? onConfirm() : onCancel())}
    >
      <h2 id={titleId}>{title}</h2>
      <p id={messageId}>{message}</p>
      <form method="dialog" className="btn-row">
        <button type="submit" value="cancel" className="btn btn--secondary">
          Cancel
        </button>
        <button type="submit" value="confirm" className="btn btn--danger">
          {confirmLabel}
        </button>
      </form>
    </dialog>
  )
}
