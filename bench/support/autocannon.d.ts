// The part of autocannon's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  export interface AutocannonRequest {
    method?: string
    path?: string
    headers?: Record<string, string>
    body?: string
    /** Called before each request is sent: the request to send (headers, body) built per request. */
    setupRequest?: (request: AutocannonRequest) => AutocannonRequest
  }
  export interface Options {
    url: string
    connections?: number
    duration?: number
    amount?: number
    method?: string
    headers?: Record<string, string>
    body?: string
    requests?: AutocannonRequest[]
  }
  interface Histogram {
    average: number
    mean: number
    p50: number
    p90: number
    p99: number
    max: number
  }
  interface Result {
    requests: Histogram & { total: number }
    latency: Histogram
    non2xx: number
    errors: number
    timeouts: number
    '2xx': number
  }
  function autocannon(options: Options): Promise<Result>
  export default autocannon
}
