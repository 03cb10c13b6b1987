import { z } from 'zod'
import { addressProblem } from './tools.schemas.ts'

// What the sites-under-care endpoints (/api/portal/sites) accept (docs/portal.md). Each refusal is a
// sentence the admin's form shows beside the field.

const blankClient = 'Please choose the client this site belongs to.'
const blankName = 'Please give the site a name.'
const blankUrl = 'Please enter the site’s address.'

export const createSiteBody = z.object(
  {
    client: z
      .string({ error: blankClient })
      .trim()
      .min(1, blankClient)
      .max(254, 'That client name is too long.'),
    name: z
      .string({ error: blankName })
      .trim()
      .min(1, blankName)
      .max(120, 'Please keep the site’s name to 120 characters.'),
    url: z
      .string({ error: blankUrl })
      .trim()
      .min(1, blankUrl)
      .max(2_048, 'That address is too long.')
      .transform((text, context) => {
        const problem = addressProblem(text, 'Only http:// and https:// sites can be watched.')
        if (typeof problem === 'string') {
          context.addIssue({ code: 'custom', message: problem })
          return z.NEVER
        }
        return problem.href
      }),
  },
  { error: 'Please send the client, the site’s name and its address.' },
)

/** A site id in a path: a positive integer (anything else is a site that does not exist, 404). */
export const siteIdParam = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) })
