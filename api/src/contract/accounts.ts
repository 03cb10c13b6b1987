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

/** POST /api/auth/validate_token.php: the token is good, and whose it is. */
export interface TokenValidation {
  success: true
  is_admin: boolean
  username: string
}

/** The account endpoints (DESIGN.md, "HTTP API"). */
export const accountsApi = {
  register: endpoint<z.input<typeof registerBody>, SuccessReply>('POST', '/auth/register.php'),
  login: endpoint<z.input<typeof loginBody>, TokenReply>('POST', '/auth/login.php'),
  validateToken: endpoint<undefined, TokenValidation>('POST', '/auth/validate_token.php', 'signed-in'),
  logoutAll: endpoint<undefined, SuccessReply>('POST', '/auth/logout_all.php', 'signed-in'),
  forgotPassword: endpoint<z.input<typeof emailBody>, SuccessReply>('POST', '/auth/forgot_password.php'),
  resetPassword: endpoint<z.input<typeof resetPasswordBody>, SuccessReply>(
    'POST',
    '/auth/reset_password.php',
  ),
  signInLink: endpoint<z.input<typeof emailBody>, SuccessReply>('POST', '/auth/sign_in_link.php'),
  signInWithLink: endpoint<z.input<typeof signInLinkBody>, TokenReply>('POST', '/auth/sign_in_with_link.php'),
}
