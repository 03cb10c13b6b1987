import { z } from 'zod'
import { webAddress } from './tools.schemas.ts'

// What the roast-and-toast audit accepts; each refusal is the sentence its page shows beside the form.

const blankUrl = 'Please enter a URL to roast & toast.'

export const roastInput = z.object(
  { url: webAddress(blankUrl, 'Only http:// and https:// addresses can be roasted.') },
  { error: blankUrl },
)
