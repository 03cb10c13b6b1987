import { useCallback, useEffect, useState } from 'react'
import type { ApiResult } from '#app/api-client/api-client.ts'
import { failureSentence } from '#app/api-client/failure-sentence.ts'
import { billCalls } from './bills-api'
import { toast } from '#app/common/ui/toast.ts'
import type { Bill } from '../shared/bill-display'
import { billMessages, type BillChange } from '../shared/bill-messages'

/**
 * The checklist's data: both owners' lists, the overdue check on load, and `change`, which runs one bill
 * call, tells the person how it went and reloads the lists (docs/product.md#changing-bills) whatever the
 * outcome.
 */
export function useBills(members: readonly string[]) {
  const [billsByOwner, setBillsByOwner] = useState<ReadonlyMap<string, Bill[]>>(new Map())
  const [loaded, setLoaded] = useState(false)

  const reload = useCallback(async () => {
    const replies = await Promise.all(members.map((owner) => billCalls.list(owner)))
    // Unreachable: keep what is shown. A refused list shows as empty.
    if (replies.some((reply) => !reply.ok && reply.problem === 'network'))
      console.warn('Could not load the bills.')
    else setBillsByOwner(new Map(members.map((owner, index) => [owner, listOf(replies[index])])))
    setLoaded(true)
  }, [members])

  useEffect(() => {
    // The page asks the server to re-check overdue bills on every load, then lists them.
    void billCalls.checkOverdue().then((reply) => {
      if (!reply.ok && reply.problem === 'network') console.warn('The overdue check failed.')
      void reload()
    })
  }, [reload])

  const change = useCallback(
    async (kind: BillChange, call: () => Promise<ApiResult<unknown>>): Promise<boolean> => {
      const reply = await call()
      if (reply.ok) toast.success(billMessages[kind].success)
      else toast.error(failureSentence(reply, billMessages[kind].failure))
      await reload()
      return reply.ok
    },
    [reload],
  )

  return { billsByOwner, loaded, change }
}

function listOf(reply: ApiResult<Bill[]> | undefined): Bill[] {
  return reply?.ok ? reply.data : []
}
