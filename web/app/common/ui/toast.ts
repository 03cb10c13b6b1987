// One toast helper for the whole app: `toast.success('Saved')`. Toasts are kept in a tiny store that the
// <Toaster /> in the site shell renders (docs/product.md#toasts: top-right, 3000 ms, newest on top).

export type ToastKind = 'success' | 'info' | 'warning' | 'error'

/** A button on the toast. A toast with one stays until it is used or closed: it is an offer, not news. */
export interface ToastAction {
  label: string
  onAction: () => void
}

export interface Toast {
  id: number
  kind: ToastKind
  message: string
  action?: ToastAction
}

export const toastDurationMs = 3000

type Listener = (toasts: readonly Toast[]) => void

let toasts: readonly Toast[] = []
let nextId = 1
const listeners = new Set<Listener>()

function publish(next: readonly Toast[]): void {
  toasts = next
  for (const listener of listeners) listener(toasts)
}

function show(kind: ToastKind, message: string, action?: ToastAction): number {
  const id = nextId++
  publish([{ id, kind, message, ...(action && { action }) }, ...toasts])
  return id
}

export const toast = {
  success: (message: string) => show('success', message),
  info: (message: string, action?: ToastAction) => show('info', message, action),
  warning: (message: string) => show('warning', message),
  error: (message: string) => show('error', message),
  dismiss(id: number): void {
    publish(toasts.filter((item) => item.id !== id))
  },
}

export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function currentToasts(): readonly Toast[] {
  return toasts
}
