import { z } from 'zod'

// What the server-side tools accept. Each refusal is the sentence the tool's page shows beside its form.

/** The business namer's vibe options (docs/product.md#business-namer); the first is the default. */
export const vibes = ['professional', 'playful', 'rustic', 'elegant'] as const

/** Text that must not be blank (after trimming), with the sentences for blank and too long. */
export const requiredText = (blank: string, max: number, tooLong: string) =>
  z.string({ error: blank }).trim().min(1, blank).max(max, tooLong)

const blankQuestion = 'Please enter a question.'
export const askInput = z.object(
  { prompt: requiredText(blankQuestion, 4_000, 'Please keep your question under 4,000 characters.') },
  { error: blankQuestion },
)

const notAnAddress = 'That doesn’t look like a web address. Try something like https://example.com.'

/**
 * A web address field: "example.com" is taken to mean https://example.com; `otherScheme` is the sentence
 * for an address that is neither http:// nor https://. Its value is the address in full.
 */
export const webAddress = (blank: string, otherScheme: string) =>
  requiredText(blank, 2_048, 'That address is too long.').transform((text, context) => {
    const problem = addressProblem(text, otherScheme)
    if (typeof problem === 'string') {
      context.addIssue({ code: 'custom', message: problem })
      return z.NEVER
    }
    return problem.href
  })

const dnsLabel = '[a-z\\d](?:[a-z\\d-]{0,61}[a-z\\d])?'
const dnsHostname = new RegExp(`^(?=.{1,253}$)${dnsLabel}(?:\\.${dnsLabel})*\\.?$`)

/** A web address, or why it cannot be one. */
function addressProblem(text: string, otherScheme: string): URL | string {
  let url: URL
  try {
    url = new URL(/^[a-z][a-z\d+.-]*:/i.test(text) ? text : `https://${text}`)
  } catch {
    return notAnAddress
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return otherScheme
  // The URL parser lets odd hosts through ("https://&"); a host must be an IP or real DNS labels.
  if (!url.hostname.startsWith('[') && !dnsHostname.test(url.hostname)) return notAnAddress
  if (url.username || url.password) return 'Leave the username and password out of the address.'
  return url
}

export const blankKeywords = 'Please enter some keywords to get started.'
export const blankTagline = 'Please enter both industry and value proposition.'

export const businessNameInput = z.object(
  {
    keywords: requiredText(blankKeywords, 200, 'Please keep the keywords under 200 characters.'),
    vibe: z.enum(vibes, { error: `The vibe must be one of: ${vibes.join(', ')}.` }).default('professional'),
  },
  { error: blankKeywords },
)

export const taglineInput = z.object(
  {
    industry: requiredText(blankTagline, 200, 'Please keep the industry under 200 characters.'),
    value: requiredText(blankTagline, 400, 'Please keep the value proposition under 400 characters.'),
  },
  { error: blankTagline },
)

const badLocation = 'Please send the location as lat (-90 to 90) and lon (-180 to 180).'
const coordinate = (limit: number) =>
  z
    .string({ error: badLocation })
    .trim()
    .min(1, badLocation)
    .transform(Number)
    .pipe(z.number({ error: badLocation }).min(-limit, badLocation).max(limit, badLocation))

export const weatherQuery = z.object({ lat: coordinate(90), lon: coordinate(180) }, { error: badLocation })

const badPlace = 'Please send a place name of 2 to 100 characters, like “Thomasville, Georgia”.'
export const placeQuery = z.object({
  place: z
    .string({ error: badPlace })
    .trim()
    .min(2, badPlace)
    .max(100, badPlace)
    .regex(/^[^\p{Cc}]+$/u, badPlace),
})
