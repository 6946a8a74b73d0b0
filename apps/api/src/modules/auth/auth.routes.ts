import { completeRegistrationRequestSchema } from '@scentia/domain/account/registration'
import type { SessionResponse } from '@scentia/domain/account/user'
import { emailSchema, loginRequestSchema } from '@scentia/domain/auth/credentials'
import { changePasswordRequestSchema } from '@scentia/domain/auth/password-change'
import {
  mailTokenSchema,
  RESET_TOKEN_REQUIRED_MESSAGE,
  resetPasswordRequestSchema,
  sendResetLinkRequestSchema,
} from '@scentia/domain/auth/password-reset'
import { signUpRequestSchema } from '@scentia/domain/auth/sign-up'
import {
  mailTokenResponseSchema,
  messageResponseSchema,
  sessionResponseSchema,
  signUpResponseSchema,
} from '@scentia/contracts/account'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { signedInUser } from '../../plugins/auth.js'
import { unwrapResult } from '../../plugins/error-handler.js'
import { clientAddress } from '../../plugins/rate-limit.js'
import { AUTH_MESSAGES, type AuthService } from './auth.service.js'

const VERIFICATION_TOKEN_REQUIRED_MESSAGE = 'Verification token is required'

/**
 * Per-address limits on the calls that send mail or create accounts, on top of the per-account
 * throttles in the service: a script cannot use the shop to mail-bomb someone.
 */
const limit = (max: number) => ({ rateLimit: { max, timeWindow: '15 minutes' } })

/** Sign-up, sign-in, verification and passwords (docs/product.md §S7). */
export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.post(
    '/signup',
    {
      schema: { body: signUpRequestSchema, response: { 201: signUpResponseSchema } },
      config: limit(20),
    },
    async (request, reply) => {
      unwrapResult(await auth.signUp(request.body))
      // user_id is 0 ("not known yet", as the order payload spells it) for every sign-up: the id
      // of a taken email's account would tell a stranger the email has one (decision 004). The
      // shopper learns their id when they complete registration from the mailbox.
      return reply
        .status(201)
        .send({ success: true as const, message: AUTH_MESSAGES.signedUp, user_id: 0 })
    },
  )

  app.post(
    '/login',
    {
      schema: {
        body: loginRequestSchema,
        response: { 200: sessionResponseSchema, 204: z.undefined() },
      },
    },
    async (request, reply) => {
      const result = unwrapResult(await auth.login(request.body, clientAddress(request)))
      // docs/product.md §S4: 204 means "right password, email not verified"; it carries no body.
      if (result.kind === 'unverified') return reply.status(204).send()
      const body: SessionResponse = {
        success: true as const,
        message: AUTH_MESSAGES.loggedIn,
        access_token: result.accessToken,
        user: result.user,
      }
      return body
    },
  )

  // docs/product.md §2: the bearer's session ends on the server (every process reads it per request). A
  // token that is already invalid hears 401, which the SPA treats as signed out too.
  app.post(
    '/logout',
    { onRequest: app.requireUser, schema: { response: { 200: messageResponseSchema } } },
    async (request) => {
      await auth.logout(signedInUser(request).sessionId)
      return { success: true as const, message: AUTH_MESSAGES.signedOut }
    },
  )

  app.post(
    '/send-reset-link',
    {
      schema: { body: sendResetLinkRequestSchema, response: { 200: messageResponseSchema } },
      config: limit(10),
    },
    async (request) => {
      await auth.sendResetLink(request.body.email)
      return { success: true as const, message: AUTH_MESSAGES.resetLinkSent }
    },
  )

  app.get(
    '/validate-reset-token',
    {
      schema: {
        querystring: z.object({ token: mailTokenSchema(RESET_TOKEN_REQUIRED_MESSAGE) }),
        response: { 200: mailTokenResponseSchema },
      },
      config: limit(60),
    },
    async (request) => {
      const user = unwrapResult(await auth.validateResetToken(request.query.token))
      return { success: true as const, message: AUTH_MESSAGES.tokenValid, user }
    },
  )

  app.post(
    '/reset-password',
    {
      schema: { body: resetPasswordRequestSchema, response: { 200: messageResponseSchema } },
      config: limit(30),
    },
    async (request) => {
      unwrapResult(await auth.resetPassword(request.body))
      return { success: true as const, message: AUTH_MESSAGES.passwordReset }
    },
  )

  app.post(
    '/user/change_password',
    {
      schema: { body: changePasswordRequestSchema, response: { 200: messageResponseSchema } },
      onRequest: app.requireUser,
    },
    async (request) => {
      const user = signedInUser(request)
      unwrapResult(
        await auth.changePassword(
          { userId: user.id, sessionId: user.sessionId },
          request.body,
          clientAddress(request),
        ),
      )
      return { success: true as const, message: AUTH_MESSAGES.passwordChanged }
    },
  )

  app.post(
    '/users/:id/resend-verification-email',
    {
      schema: {
        // The panel knows the email it tried to sign in with, not always an id: either names the
        // account (an `email` in the body wins). Nothing else is accepted, nothing is revealed.
        params: z.object({ id: z.string().max(20) }),
        body: z.object({ email: emailSchema.optional() }).nullish(),
        response: { 200: messageResponseSchema },
      },
      config: limit(10),
    },
    async (request) => {
      const id = Number(request.params.id)
      await auth.resendVerification({
        ...(request.body?.email ? { email: request.body.email } : {}),
        ...(Number.isSafeInteger(id) && id > 0 ? { userId: id } : {}),
      })
      return { success: true as const, message: AUTH_MESSAGES.verificationResent }
    },
  )

  app.get(
    '/validate-token',
    {
      schema: {
        querystring: z.object({ token: mailTokenSchema(VERIFICATION_TOKEN_REQUIRED_MESSAGE) }),
        response: { 200: mailTokenResponseSchema },
      },
      config: limit(60),
    },
    async (request) => {
      const user = unwrapResult(await auth.validateVerificationToken(request.query.token))
      return { success: true as const, message: AUTH_MESSAGES.tokenValid, user }
    },
  )

  app.post(
    '/verify',
    {
      schema: { body: completeRegistrationRequestSchema, response: { 200: sessionResponseSchema } },
      config: limit(30),
    },
    async (request) => {
      const { accessToken, user } = unwrapResult(await auth.completeRegistration(request.body))
      const body: SessionResponse = {
        success: true as const,
        message: AUTH_MESSAGES.registrationComplete,
        access_token: accessToken,
        user,
      }
      return body
    },
  )
}
