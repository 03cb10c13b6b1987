import type { HealthReport } from '../health/health.service.ts'
import { endpoint } from './endpoint.ts'

// The endpoints every page load may touch, open to anyone.

/** Counts one visit per app load; answers 204 with no body. */
export const recordVisit = endpoint<undefined, undefined>('POST', '/dashboard/visitors.php')
export const health = endpoint<undefined, HealthReport>('GET', '/health')
