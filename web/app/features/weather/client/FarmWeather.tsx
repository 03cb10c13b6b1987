import { useCallback, useEffect, useRef, useState } from 'react'
import type { InputOf } from '@studio/api/contract/endpoint'
import * as toolsApi from '@studio/api/contract/tools'
import type { WeatherReport } from '@studio/api/contract/tools'
import { callApi } from '#app/api-client/api-client.ts'
import { failureSentence } from '#app/api-client/failure-sentence.ts'
import '#app/common/server-tools/server-tools.css'
import { biscuitIndex, coopComfort } from '../shared/farm-indices'
import { PlaceSearch } from './PlaceSearch'

type State =
  | { step: 'locating' }
  | { step: 'loading' }
  | { step: 'error'; message: string; detail?: string }
  | { step: 'ready'; report: WeatherReport }

const locationDenied = "Couldn't get your location. You might be indoors... or the government's watching."
const fetchFailed = 'Weather data failed to load. Must be them clouds.'

type WeatherQuery = InputOf<typeof toolsApi.weather>

function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) reject(new Error('no geolocation'))
    else navigator.geolocation.getCurrentPosition(resolve, reject, { timeout: 15_000, maximumAge: 600_000 })
  })
}

/**
 * Asks for the browser's location, then shows the weather and the two farm reports (docs/product.md#weather).
 * A place field (geocoded by our API) and the studio's own town are there from the first paint, for a visitor
 * who declines or lacks location sharing or wants anywhere else; a lookup started there wins over the
 * location's late answer. The status line keeps its room (server-tools.css), so the field never moves when
 * "Asking…" turns into the denial notice.
 */
export function FarmWeather() {
  const [state, setState] = useState<State>({ step: 'locating' })
  // Only the latest lookup may show its answer: a slow one must not replace a newer place's weather.
  const latestLookup = useRef(0)

  const showWeatherFrom = useCallback(async (where: WeatherQuery) => {
    const lookup = ++latestLookup.current
    setState({ step: 'loading' })
    const result = await callApi(toolsApi.weather, where)
    if (lookup !== latestLookup.current) return
    if (result.ok) setState({ step: 'ready', report: result.data })
    else {
      // Under the failure, the server's reason when it refused (an unknown place, a bad location).
      const detail = result.problem === 'refused' ? failureSentence(result, fetchFailed) : undefined
      setState({ step: 'error', message: fetchFailed, detail })
    }
  }, [])

  useEffect(() => {
    let cancelled = false
    // After the visitor's own lookup, the location's answer (or its refusal) is not news any more.
    const superseded = () => cancelled || latestLookup.current > 0
    currentPosition().then(
      ({ coords }) => {
        if (superseded()) return
        void showWeatherFrom({ lat: coords.latitude.toFixed(4), lon: coords.longitude.toFixed(4) })
      },
      () => {
        if (!superseded()) setState({ step: 'error', message: locationDenied })
      },
    )
    return () => {
      cancelled = true
    }
  }, [showWeatherFrom])

  const lookUpPlace = (place: string) => showWeatherFrom({ place })

  return (
    <>
      <div
        className="weather-status"
        aria-live="polite"
        aria-busy={state.step === 'locating' || state.step === 'loading'}
      >
        {state.step === 'locating' ? <p>Asking your browser where you are...</p> : null}
        {state.step === 'loading' ? <p>Checking the sky...</p> : null}
        {state.step === 'error' ? (
          <div className="notice" role="alert">
            <p className="status-error">{state.message}</p>
            {state.detail ? <p>{state.detail}</p> : null}
          </div>
        ) : null}
        {state.step === 'ready' ? <WeatherCards report={state.report} /> : null}
      </div>
      <PlaceSearch busy={state.step === 'loading'} onSearch={lookUpPlace} />
    </>
  )
}

function WeatherCards({ report }: { report: WeatherReport }) {
  const { temp_f: tempF, humidity, condition } = report.current
  const biscuit = biscuitIndex(tempF)
  const coop = coopComfort(tempF, humidity)
  return (
    <div className="card-grid weather-cards">
      <section className="card" aria-labelledby="weather-now">
        <h2 id="weather-now">
          {report.location.name}, {report.location.region}
        </h2>
        <p className="weather-figure">{Math.round(tempF)}°F</p>
        <p>
          {condition.text} · Humidity {humidity}%
        </p>
      </section>
      <section className="card" aria-labelledby="biscuit-index">
        <h2 id="biscuit-index">Biscuit Spreadability Index</h2>
        <p className="weather-figure">{biscuit.label}</p>
        <p>{biscuit.caption}</p>
      </section>
      <section className="card" aria-labelledby="coop-comfort">
        <h2 id="coop-comfort">Chicken Coop Comfort</h2>
        <p className="weather-figure">{coop.label}</p>
        <p>{coop.advice}</p>
      </section>
    </div>
  )
}
