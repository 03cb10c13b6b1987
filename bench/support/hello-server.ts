// The baselines: a bare Express "hello" route in its own process, measured beside the product, and the
// same route after one trivial PostgreSQL query (`SELECT 1` over a pg pool, as the API queries), which is
// the least any route that reads the database per request can cost.
import express from 'express'
import pg from 'pg'

const app = express()
app.get('/hello', (_req, res) => {
  res.json({ hello: 'world' })
})
if (process.env.DATABASE_URL) {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL })
  app.get('/hello-after-query', async (_req, res) => {
    await pool.query({ name: 'hello-select-one', text: 'SELECT 1 AS one' })
    res.json({ hello: 'world' })
  })
}
const server = app.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'))
process.once('SIGTERM', () => server.close(() => process.exit(0)))
