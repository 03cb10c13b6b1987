import { endpoint, type SuccessReply } from './endpoint.ts'

// The signed-in session's endpoints. Every page load checks a stored token, so this module stays small.

/** POST /api/auth/validate_token.php: the token is good, and whose it is. */
export interface TokenValidation {
  success: true
  is_admin: boolean
  username: string
}

export const validateToken = endpoint<undefined, TokenValidation>(
  'POST',
  '/auth/validate_token.php',
  'signed-in',
)
/** Ends every session of the account: each token issued before answers 401 from then on. */
export const logoutAll = endpoint<undefined, SuccessReply>('POST', '/auth/logout_all.php', 'signed-in')
