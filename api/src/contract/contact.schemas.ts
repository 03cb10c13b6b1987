import { z } from 'zod'

const required = (max: number) =>
  z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(max, `must be at most ${max} characters`)

export const contactBody = z.object({
  name: required(100),
  email: required(254).pipe(z.email({ error: 'must be a valid email address' })),
  message: required(5000),
})
