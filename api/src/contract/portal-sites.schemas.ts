import { z } from 'zod'
import { requiredText, webAddress } from './tools.schemas.ts'

// What the sites-under-care endpoints (/api/portal/sites) accept (docs/portal.md). Each refusal is a
// sentence the admin's form shows beside the field.

const blankClient = 'Please choose the client this site belongs to.'
const blankName = 'Please give the site a name.'
const blankUrl = 'Please enter the site’s address.'

export const createSiteBody = z.object(
  {
    client: requiredText(blankClient, 254, 'That client name is too long.'),
    name: requiredText(blankName, 120, 'Please keep the site’s name to 120 characters.'),
    url: webAddress(blankUrl, 'Only http:// and https:// sites can be watched.'),
  },
  { error: 'Please send the client, the site’s name and its address.' },
)

/** A site id in a path: a positive integer (anything else is a site that does not exist, 404). */
export const siteIdParam = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) })
