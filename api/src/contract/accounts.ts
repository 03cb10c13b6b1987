import type { z } from 'zod'
import type {
  emailBody,
  loginBody,
  registerBody,
  resetPasswordBody,
  signInLinkBody,
} from './accounts.schemas.ts'
import { endpoint, type SuccessReply } from './endpoint.ts'

/** A fresh session token (login, or a sign-in link). */
export interface TokenReply {
  token: string
}

// The account endpoints open to anyone (docs/http-api.md); the signed-in ones are in session.ts.
export const register = endpoint<z.input<typeof registerBody>, SuccessReply>('POST', '/auth/register.php')
export const login = endpoint<z.input<typeof loginBody>, TokenReply>('POST', '/auth/login.php')
export const forgotPassword = endpoint<z.input<typeof emailBody>, SuccessReply>(
  'POST',
  '/auth/forgot_password.php',
)
export const resetPassword = endpoint<z.input<typeof resetPasswordBody>, SuccessReply>(
  'POST',
  '/auth/reset_password.php',
)
export const signInLink = endpoint<z.input<typeof emailBody>, SuccessReply>('POST', '/auth/sign_in_link.php')
export const signInWithLink = endpoint<z.input<typeof signInLinkBody>, TokenReply>(
  'POST',
  '/auth/sign_in_with_link.php',
)
