import { Router } from 'express'
import { z } from 'zod'
import type { AppDeps } from '../../deps.ts'
import { rateLimited } from '../../rate-limit/rate-limit.ts'
import { rateLimitRules } from '../../rate-limit/rules.ts'
import { parseToolInput } from '../tool-jobs.ts'
import { createWeatherService } from './weather.service.ts'

const badLocation = 'Please send the location as lat (-90 to 90) and lon (-180 to 180).'
const coordinate = (limit: number) =>
  z
    .string({ error: badLocation })
    .trim()
    .min(1, badLocation)
    .transform(Number)
    .pipe(z.number({ error: badLocation }).min(-limit, badLocation).max(limit, badLocation))

const weatherQuery = z.object({ lat: coordinate(90), lon: coordinate(180) }, { error: badLocation })

const badPlace = 'Please send a place name of 2 to 100 characters, like “Thomasville, Georgia”.'
const placeQuery = z.object({
  place: z
    .string({ error: badPlace })
    .trim()
    .min(2, badPlace)
    .max(100, badPlace)
    .regex(/^[^\p{Cc}]+$/u, badPlace),
})

export function weatherRoutes(deps: AppDeps): Router {
  const router = Router()
  const weather = createWeatherService(deps)
  // ?lat=&lon= for the browser's position; ?place= for a name the visitor typed (geocoded upstream).
  router.get('/weather', rateLimited(deps, rateLimitRules.weather), async (req, res) => {
    if (req.query.place !== undefined) {
      const { place } = parseToolInput(placeQuery, req.query)
      res.json(await weather.atPlace(place))
      return
    }
    const { lat, lon } = parseToolInput(weatherQuery, req.query)
    res.json(await weather.current(lat, lon))
  })
  return router
}
