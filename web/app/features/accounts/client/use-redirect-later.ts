import { useCallback, useEffect, useRef } from 'react'
import { useNavigate } from 'react-router'

/** Goes to a path after a delay (the "Redirecting to login..." screens); the timer dies with the screen. */
export function useRedirectLater(): (path: string, delayMs: number) => void {
  const navigate = useNavigate()
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  return useCallback(
    (path: string, delayMs: number) => {
      clearTimeout(timer.current)
      timer.current = setTimeout(() => navigate(path), delayMs)
    },
    [navigate],
  )
}
