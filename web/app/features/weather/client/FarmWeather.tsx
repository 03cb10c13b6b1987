import { useEffect, useState } from 'react'
import { callTool } from '../../server-tools/call-tool'
import '../../server-tools/server-tools.css'
import { biscuitIndex, coopComfort } from '../shared/farm-indices'
import type { WeatherReport } from '../shared/weather-report'

type State =
  | { step: 'locating' }
  | { step: 'loading' }
  | { step: 'error'; message: string; detail?: string }
  | { step: 'ready'; report: WeatherReport }

const locationDenied = "Couldn't get your location. You might be indoors... or the government's watching."
const fetchFailed = 'Weather data failed to load. Must be them clouds.'

function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) reject(new Error('no geolocation'))
    else navigator.geolocation.getCurrentPosition(resolve, reject, { timeout: 15_000, maximumAge: 600_000 })
  })
}

/** Asks for the browser's location, then shows the weather and the two farm reports (spec: Weather). */
export function FarmWeather() {
  const [state, setState] = useState<State>({ step: 'locating' })

  useEffect(() => {
    let cancelled = false
    const show = (next: State) => {
      if (!cancelled) setState(next)
    }
    async function load() {
      let position: GeolocationPosition
      try {
        position = await currentPosition()
      } catch {
        return show({ step: 'error', message: locationDenied })
      }
      show({ step: 'loading' })
      const { latitude, longitude } = position.coords
      const result = await callTool<WeatherReport>(
        `/api/weather?lat=${latitude.toFixed(4)}&lon=${longitude.toFixed(4)}`,
      )
      if (result.kind === 'ok') show({ step: 'ready', report: result.data })
      else
        show({
          step: 'error',
          message: fetchFailed,
          detail: result.kind === 'error' ? result.message : undefined,
        })
    }
    void load()
    return () => {
      cancelled = true
    }
  }, [])

  return (
    <div aria-live="polite" aria-busy={state.step === 'locating' || state.step === 'loading'}>
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
