import { Router } from 'express'
import * as accountsApi from '../contract/accounts.ts'
import * as sessionApi from '../contract/session.ts'
import type { TokenValidation } from '../contract/session.ts'
import {
  emailBody,
  loginBody,
  registerBody,
  resetPasswordBody,
  signInLinkBody,
} from '../contract/accounts.schemas.ts'
import type { AppDeps } from '../deps.ts'
import { parseInput } from '../platform/http/validate.ts'
import { rateLimited } from '../platform/rate-limit/rate-limit.ts'
import { rateLimitRules } from '../platform/rate-limit/rules.ts'
import { requireUser } from './auth.middleware.ts'
import * as auth from './auth.service.ts'

const forgotPasswordReply = 'If an account uses that email, a reset link is on its way. Check your email.'
const signInLinkReply = 'If an account uses that email, a sign-in link is on its way. Check your email.'

export function authRoutes(deps: AppDeps): Router {
  const router = Router()
  const limits = {
    login: rateLimited(deps, rateLimitRules.login),
    register: rateLimited(deps, rateLimitRules.register),
    forgotPassword: rateLimited(deps, rateLimitRules.forgotPassword),
    signInLink: rateLimited(deps, rateLimitRules.signInLink),
    resetPassword: rateLimited(deps, rateLimitRules.resetPassword),
    signInWithLink: rateLimited(deps, rateLimitRules.signInWithLink),
  }

  router.post(accountsApi.register.path, limits.register, async (req, res) => {
    await auth.register(deps, parseInput(registerBody, req.body))
    res.status(201).json({ success: 'Registration successful! You can log in now.' })
  })

  router.post(accountsApi.login.path, limits.login, async (req, res) => {
    res.json({ token: await auth.login(deps, parseInput(loginBody, req.body)) })
  })

  router.post(sessionApi.validateToken.path, async (req, res) => {
    const user = await auth.currentUser(deps, req.headers.authorization)
    res.json({ success: true, is_admin: user.isAdmin, username: user.username } satisfies TokenValidation)
  })

  router.post(sessionApi.logoutAll.path, requireUser(deps), async (req, res) => {
    await auth.endAllSessions(deps, req.user!.id)
    res.json({ success: 'You are signed out on every device. Sign in again to continue.' })
  })

  router.post(accountsApi.forgotPassword.path, limits.forgotPassword, async (req, res) => {
    await auth.requestPasswordReset(deps, parseInput(emailBody, req.body).email)
    res.json({ success: forgotPasswordReply })
  })

  router.post(accountsApi.resetPassword.path, limits.resetPassword, async (req, res) => {
    await auth.resetPassword(deps, parseInput(resetPasswordBody, req.body))
    res.json({ success: 'Your password has been reset.' })
  })

  router.post(accountsApi.signInLink.path, limits.signInLink, async (req, res) => {
    await auth.requestSignInLink(deps, parseInput(emailBody, req.body).email)
    res.json({ success: signInLinkReply })
  })

  router.post(accountsApi.signInWithLink.path, limits.signInWithLink, async (req, res) => {
    res.json({ token: await auth.signInWithLink(deps, parseInput(signInLinkBody, req.body).token) })
  })

  return router
}
