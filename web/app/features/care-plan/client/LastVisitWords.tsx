import { useEffect, useState } from 'react'
import { formatStudioTime } from '@studio/api/contract/studio-time'
import { lastVisitWords } from '#app/common/site-visits/visit-words.ts'

const minute = 60_000

/**
 * Whether a site's snippet has been heard from: "Waiting for the first visit" or "Last visit 2 minutes
 * ago", the words kept current each minute, the moment itself on New York's clock beside them.
 */
export function LastVisitWords({ lastVisitAt }: { lastVisitAt: string | null }) {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    if (lastVisitAt === null) return
    const timer = setInterval(() => setNow(new Date()), minute)
    return () => clearInterval(timer)
  }, [lastVisitAt])
  const words = lastVisitWords(lastVisitAt, now)
  if (lastVisitAt === null) return <span className="last-visit">{words}</span>
  const moment = formatStudioTime(lastVisitAt)
  return (
    <time className="last-visit" dateTime={lastVisitAt} title={moment}>
      {words}
      <span className="visually-hidden"> ({moment})</span>
    </time>
  )
}
