import { Router } from 'express'
import { z } from 'zod'
import type { AppDeps } from '../../deps.ts'
import { rateLimited } from '../../rate-limit/rate-limit.ts'
import { rateLimitRules } from '../../rate-limit/rules.ts'
import { requestedTrackingKey } from '../progress/progress-id.ts'
import { parseToolInput } from '../tool-jobs.ts'
import { roastAndToast } from './roast-toast.service.ts'

const blankUrl = 'Please enter a URL to roast & toast.'
const notAnAddress = 'That doesn’t look like a web address. Try something like https://example.com.'

const roastInput = z.object(
  {
    url: z
      .string({ error: blankUrl })
      .trim()
      .min(1, blankUrl)
      .max(2_048, 'That address is too long.')
      .transform((text, context) => {
        const problem = addressProblem(text)
        if (typeof problem === 'string') {
          context.addIssue({ code: 'custom', message: problem })
          return z.NEVER
        }
        return problem.href
      }),
  },
  { error: blankUrl },
)

const dnsLabel = '[a-z\\d](?:[a-z\\d-]{0,61}[a-z\\d])?'
const dnsHostname = new RegExp(`^(?=.{1,253}$)${dnsLabel}(?:\\.${dnsLabel})*\\.?$`)

/** The address to audit ("example.com" is taken to mean https://example.com), or why it cannot be one. */
function addressProblem(text: string): URL | string {
  let url: URL
  try {
    url = new URL(/^[a-z][a-z\d+.-]*:/i.test(text) ? text : `https://${text}`)
  } catch {
    return notAnAddress
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return 'Only http:// and https:// addresses can be roasted.'
  // The URL parser lets odd hosts through ("https://&"); a host must be an IP or real DNS labels.
  if (!url.hostname.startsWith('[') && !dnsHostname.test(url.hostname)) return notAnAddress
  if (url.username || url.password) return 'Leave the username and password out of the address.'
  return url
}

export function roastToastRoutes(deps: AppDeps): Router {
  const router = Router()
  router.post('/tools/roast_toast', rateLimited(deps, rateLimitRules.roastToast), async (req, res) => {
    const { url } = parseToolInput(roastInput, req.body)
    res.json(await roastAndToast(deps, url, requestedTrackingKey(req)))
  })
  return router
}
