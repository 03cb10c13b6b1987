import type { PageVisits, SourceVisits, Visits } from '@studio/api/contract/site-analytics'
import type { BreakdownRow } from './BreakdownTable'
import { countryName } from './visit-words'

// A range's top lists as the rows of BreakdownTable: each row keyed by what names it across ranges.

export interface Breakdown {
  /** The table's heading: "Top pages". */
  title: string
  /** The heading of its first column: "Page". */
  nameHeader: string
  rows: BreakdownRow[]
}

export const pageRows = (pages: PageVisits[]): BreakdownRow[] =>
  pages.map(({ path, visitors, pageviews }) => ({ key: path, label: path, visitors, pageviews }))

export const sourceRows = (sources: SourceVisits[]): BreakdownRow[] =>
  sources.map(({ source, visitors }) => ({ key: source, label: source, visitors }))

/** Every top list of a range, in the order the dashboard shows them. */
export function breakdownsOf(visits: Visits): Breakdown[] {
  return [
    { title: 'Top pages', nameHeader: 'Page', rows: pageRows(visits.pages) },
    { title: 'Sources', nameHeader: 'Source', rows: sourceRows(visits.sources) },
    {
      title: 'Devices',
      nameHeader: 'Device',
      rows: visits.devices.map(({ device, visitors }) => ({ key: device, label: device, visitors })),
    },
    {
      title: 'Countries',
      nameHeader: 'Country',
      rows: visits.countries.map(({ country, visitors }) => ({
        key: country,
        label: countryName(country),
        visitors,
      })),
    },
    {
      title: 'Browsers',
      nameHeader: 'Browser',
      rows: visits.browsers.map(({ browser, visitors }) => ({ key: browser, label: browser, visitors })),
    },
  ]
}
