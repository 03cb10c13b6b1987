// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import type { SiteDay } from '@studio/api/contract/portal-sites'
import { renderInDom } from '#app/common/testing/render-in-dom.tsx'
import { ResponseChart } from './ResponseChart'
import { UptimeStrip } from './UptimeStrip'

const day = (date: string, uptime: number | null, medianMs: number | null): SiteDay => ({
  date,
  uptime,
  checks: uptime === null ? 0 : 288,
  medianMs,
})

const days = [
  day('2026-11-01', 100, 200),
  day('2026-11-02', 100, 400),
  day('2026-11-03', null, null),
  day('2026-11-04', 90, 100),
]

describe('ResponseChart', () => {
  it('draws the medians as a line broken at a day without a time, named by its sentence', () => {
    const chart = renderInDom(<ResponseChart days={days} />)
    const svg = chart.querySelector('svg')!
    expect(svg.getAttribute('role')).toBe('img')
    const caption = chart.querySelector(`#${CSS.escape(svg.getAttribute('aria-labelledby')!)}`)
    expect(caption?.textContent).toMatch(/^Typical response 200 ms over 3 days;/)
    // Two days joined by a line (the slowest at the top), then a lone day as a bar from the base line.
    expect(chart.querySelector('polyline')?.getAttribute('points')).toBe('5,25.0 15,0.0')
    expect(chart.querySelectorAll('circle')).toHaveLength(0)
    const bar = chart.querySelector('rect')!
    expect([bar.getAttribute('y'), bar.getAttribute('height')]).toEqual(['37.5', '12.5'])
  })

  it('draws a single day with a time as a bar, not a dot, and names the last check beside no median', () => {
    const oneDay = renderInDom(
      <ResponseChart days={[day('2026-11-03', null, null), day('2026-11-04', 100, 3010)]} />,
    )
    expect(oneDay.querySelectorAll('rect')).toHaveLength(1)
    expect(oneDay.querySelector('rect')!.getAttribute('height')).toBe('50.0')
    expect(oneDay.querySelector('figcaption')?.textContent).toBe(
      'Typical response 3010 ms over 1 day (Nov 4).',
    )
    const noMedian = renderInDom(<ResponseChart days={[day('2026-11-04', 100, null)]} lastCheckMs={26} />)
    expect(noMedian.querySelector('figcaption')?.textContent).toBe(
      'No daily median yet; the last check answered in 26 ms.',
    )
  })
})

describe('UptimeStrip', () => {
  it('gives each day a cell of its band, and the same in a sentence and a table', () => {
    const strip = renderInDom(<UptimeStrip days={days} />)
    const cells = [...strip.querySelectorAll('li')].map((cell) => cell.className.split('--')[1])
    expect(cells).toEqual(['full', 'full', 'none', 'poor'])
    expect(strip.querySelector('figcaption')?.textContent).toBe(
      'Checked on 3 of the last 4 days; below full uptime on one day: Nov 4 (90.00%).',
    )
    expect(strip.querySelectorAll('tbody tr')).toHaveLength(4)
  })
})
