// The baseline: a bare Express "hello" route in its own process, measured beside the product.
import express from 'express'

const app = express()
app.get('/hello', (_req, res) => {
  res.json({ hello: 'world' })
})
const server = app.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'))
process.once('SIGTERM', () => server.close(() => process.exit(0)))
