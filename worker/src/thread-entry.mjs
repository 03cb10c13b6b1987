// A worker thread does not inherit the tsx loader the process started with, so it registers tsx itself
// before loading the TypeScript thread body it was started for (a file URL in workerData).
import { workerData } from 'node:worker_threads'
import { register } from 'tsx/esm/api'

register()
await import(workerData.body)
