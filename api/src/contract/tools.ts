import type { z } from 'zod'
import { endpoint } from './endpoint.ts'
import type {
  askInput,
  businessNameInput,
  placeQuery,
  taglineInput,
  vibes,
  weatherQuery,
} from './tools.schemas.ts'

export type Vibe = (typeof vibes)[number]

/** POST /api/tools/tagline_generator: the taglines as one text, one per line (docs/http-api.md: `{taglines}`). */
export interface TaglinesReply {
  taglines: string
}

/** GET /api/weather, whatever the upstream sends besides. */
export interface WeatherReport {
  location: { name: string; region: string }
  current: { temp_f: number; humidity: number; condition: { text: string } }
}

/** Where a waited-on job stands, as the visitor who waits sees it (position 1 is next in line). */
export type JobProgress =
  { state: 'queued'; position: number } | { state: 'running'; step?: string } | { state: 'done' }

// The server-side tools (the roast-and-toast audit's is in roast-toast.ts). A tool call may carry `X-Request-Progress-Id` (a fresh random id per call), under
// which `progress` follows its job and `cancelProgress` takes it out of the line while it waits.

export const ask = endpoint<z.input<typeof askInput>, { reply: string }>('POST', '/tools/ask')
export const businessName = endpoint<z.input<typeof businessNameInput>, { names: string[] }>(
  'POST',
  '/tools/business_name',
)
export const tagline = endpoint<z.input<typeof taglineInput>, TaglinesReply>(
  'POST',
  '/tools/tagline_generator',
)
/** ?lat=&lon= for the browser's position; ?place= for a name the visitor typed (geocoded upstream). */
export const weather = endpoint<z.input<typeof weatherQuery> | z.input<typeof placeQuery>, WeatherReport>(
  'GET',
  '/weather',
)
export const progress = endpoint<{ id: string }, JobProgress>('GET', '/tools/progress/:id')
export const cancelProgress = endpoint<{ id: string }, { state: 'cancelled' }>(
  'DELETE',
  '/tools/progress/:id',
)

/** The header a page sends with a tool call to follow it: an id it made itself, one per request. */
export const progressIdHeader = 'X-Request-Progress-Id'
