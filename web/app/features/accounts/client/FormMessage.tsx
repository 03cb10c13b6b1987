import type { ReactNode } from 'react'
import './accounts.css'

export type MessageTone = 'error' | 'info' | 'success'

export interface FormMessageState {
  tone: MessageTone
  text: string
}

/** The message under an account form: red for errors, blue for information, green for success. */
export function FormMessage({
  message,
  children,
}: {
  message: FormMessageState | null
  children?: ReactNode
}) {
  if (!message) return null
  return (
    <div
      className={`form-message form-message--${message.tone}`}
      role={message.tone === 'error' ? 'alert' : 'status'}
    >
      {message.text}
      {children}
    </div>
  )
}
