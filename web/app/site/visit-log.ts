import * as siteApi from '@studio/api/contract/site'
import { callApi } from '#app/api-client/api-client.ts'

/** Counts one visit per app load (docs/product.md#visit-counting). A failure never bothers the visitor. */
export async function recordVisit(): Promise<void> {
  const reply = await callApi(siteApi.recordVisit)
  if (reply.ok) return
  if (reply.status === null) console.warn('Visit was not recorded.')
  else console.warn(`Visit was not recorded (status ${reply.status}).`)
}
