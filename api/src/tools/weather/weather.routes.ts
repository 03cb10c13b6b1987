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

export function weatherRoutes(deps: AppDeps): Router {
  const router = Router()
  const weather = createWeatherService(deps)
  router.get('/weather', rateLimited(deps, rateLimitRules.weather), async (req, res) => {
    const { lat, lon } = parseToolInput(weatherQuery, req.query)
    res.json(await weather.current(lat, lon))
  })
  return router
}
