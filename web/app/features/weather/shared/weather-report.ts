/** The reply of GET /api/weather (DESIGN.md). */
export interface WeatherReport {
  location: { name: string; region: string }
  current: { temp_f: number; humidity: number; condition: { text: string } }
}
