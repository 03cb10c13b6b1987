import { useEffect, useRef, useSyncExternalStore } from 'react'
import { currentToasts, subscribeToToasts, toast, toastDurationMs, type Toast } from './toast'

const noToasts: readonly Toast[] = []
const kindLabel = { success: 'Success', info: 'Note', warning: 'Warning', error: 'Error' } as const

/** The toast stack, top-right, newest on top. Errors and warnings are announced at once, the rest politely. */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToToasts, currentToasts, () => noToasts)
  return (
    <section className="toaster" aria-label="Notifications">
      {toasts.map((item) => (
        <ToastCard key={item.id} toast={item} />
      ))}
    </section>
  )
}

/**
 * One toast: closes itself after 3 s; hovering or focusing it pauses the countdown. A toast with an
 * action waits for the visitor instead.
 */
function ToastCard({ toast: item }: { toast: Toast }) {
  const urgent = item.kind === 'error' || item.kind === 'warning'
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const remaining = useRef(toastDurationMs)
  const startedAt = useRef(0)

  const running = useRef(false)

  // Hover and keyboard focus both pause the countdown; leaving resumes it with the time that was left.
  const start = () => {
    if (running.current || item.action) return
    running.current = true
    startedAt.current = Date.now()
    timer.current = setTimeout(() => toast.dismiss(item.id), remaining.current)
  }
  const pause = () => {
    if (!running.current) return
    running.current = false
    clearTimeout(timer.current)
    remaining.current -= Date.now() - startedAt.current
  }

  useEffect(() => {
    start()
    // pause, not just clearTimeout: StrictMode runs this effect, its cleanup and the effect again, and
    // the second start must find the countdown stopped or the toast would never close.
    return pause
    // Runs once per toast: the timer belongs to this toast's lifetime.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  return (
    <div
      className={`toast toast--${item.kind}`}
      role={urgent ? 'alert' : 'status'}
      aria-live={urgent ? 'assertive' : 'polite'}
      onMouseEnter={pause}
      onMouseLeave={start}
      onFocus={pause}
      onBlur={start}
    >
      <span className="visually-hidden">{kindLabel[item.kind]}: </span>
      <p className="toast__message">{item.message}</p>
      {item.action && (
        <button type="button" className="toast__action" onClick={item.action.onAction}>
          {item.action.label}
        </button>
      )}
      <button
        type="button"
        className="toast__close"
        aria-label="Close notification"
        onClick={() => toast.dismiss(item.id)}
      >
        ×
      </button>
    </div>
  )
}
