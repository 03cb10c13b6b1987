import { toast } from '#app/common/ui/toast.ts'
import { failureSentence } from '#app/api-client/failure-sentence.ts'
import { checkNowSentence } from '../shared/site-health'
import { checkSiteNow, type Site } from './care-plan-api'
import { unreachable } from '#app/common/api-state/use-api.ts'

/**
 * The studio's Check Now: checks the site at once and says what it found in a notice, the reason of a
 * failure included ("Main Street Bakery checked: no answer (1 of 2 failures)."), then `onChecked`.
 */
export function CheckNowButton({
  site,
  onChecked,
}: {
  site: Pick<Site, 'id' | 'name'>
  onChecked: () => void
}) {
  async function checkNow() {
    toast.info(`Checking ${site.name}…`)
    const reply = await checkSiteNow(site.id)
    if (!reply.ok) return toast.error(failureSentence(reply, unreachable))
    const checked = reply.data.site
    if (checked.lastCheckFailure) toast.error(checkNowSentence(checked))
    else toast.success(checkNowSentence(checked))
    onChecked()
  }

  return (
    <button type="button" className="btn btn--secondary" onClick={() => void checkNow()}>
      Check Now<span className="visually-hidden"> {site.name}</span>
    </button>
  )
}
