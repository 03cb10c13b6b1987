import { z } from 'zod'

// Request bodies of the account endpoints. Limits: username 3–40 of letters, digits, _ . -; email at most
// 254 characters; password 8–200 characters.

export const passwordMinLength = 8

const email = z
  .string({ error: 'is required' })
  .trim()
  .min(1, 'is required')
  .max(254, 'must be at most 254 characters')
  .pipe(z.email({ error: 'must be a valid email address' }))

const newPassword = z
  .string({ error: 'is required' })
  .min(passwordMinLength, `must be at least ${passwordMinLength} characters`)
  .max(200, 'must be at most 200 characters')

const oneTimeToken = z.string({ error: 'is required' }).min(1, 'is required').max(200, 'is not valid')

export const registerBody = z.object({
  username: z
    .string({ error: 'is required' })
    .trim()
    .min(3, 'must be at least 3 characters')
    .max(40, 'must be at most 40 characters')
    .regex(/^[A-Za-z0-9_.-]+$/, 'may use only letters, digits, _ . and -'),
  email,
  password: newPassword,
  // The form always sends 'client'. Admins are made only by `npm run user:add -- --admin`.
  role: z.literal('client', { error: 'must be client: admin accounts cannot be registered' }).optional(),
})

export const loginBody = z.object({
  username: z.string({ error: 'is required' }).trim().min(1, 'is required').max(254, 'is too long'),
  password: z.string({ error: 'is required' }).min(1, 'is required').max(200, 'is too long'),
})

export const emailBody = z.object({ email })

export const resetPasswordBody = z.object({ token: oneTimeToken, password: newPassword })

export const signInLinkBody = z.object({ token: oneTimeToken })
