import { Router } from 'express'
import * as toolsApi from '../contract/tools.ts'
import type { WeatherReport } from '../contract/tools.ts'
import { placeQuery, weatherQuery } from '../contract/tools.schemas.ts'
import type { AppDeps } from '../deps.ts'
import { rateLimited } from '../platform/rate-limit/rate-limit.ts'
import { rateLimitRules } from '../platform/rate-limit/rules.ts'
import { parseToolInput } from '../tool-calls/tool-jobs.ts'
import { createWeatherService } from './weather.service.ts'

export function weatherRoutes(deps: AppDeps): Router {
  const router = Router()
  const weather = createWeatherService(deps)
  // ?lat=&lon= for the browser's position; ?place= for a name the visitor typed (geocoded upstream).
  router.get(toolsApi.weather.path, rateLimited(deps, rateLimitRules.weather), async (req, res) => {
    if (req.query.place !== undefined) {
      const { place } = parseToolInput(placeQuery, req.query)
      res.json((await weather.atPlace(place)) satisfies WeatherReport)
      return
    }
    const { lat, lon } = parseToolInput(weatherQuery, req.query)
    res.json((await weather.current(lat, lon)) satisfies WeatherReport)
  })
  return router
}
