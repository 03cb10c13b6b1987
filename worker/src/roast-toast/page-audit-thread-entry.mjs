// A worker thread does not inherit the tsx loader the process started with, so it registers tsx itself
// before loading the TypeScript thread body.
import { register } from 'tsx/esm/api'

register()
await import('./page-audit.thread.ts')
