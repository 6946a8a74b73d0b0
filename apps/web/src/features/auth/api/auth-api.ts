import type {
  MailTokenResponse,
  MessageResponse,
  SessionResponse,
  SignUpResponse,
} from '@scentia/domain/account/user'
import type { CompleteRegistrationRequest } from '@scentia/domain/account/registration'
import type { LoginRequest } from '@scentia/domain/auth/credentials'
import type { ResetPasswordRequest } from '@scentia/domain/auth/password-reset'
import type { SignUpRequest } from '@scentia/domain/auth/sign-up'
import { ERROR_MESSAGES } from '@scentia/domain/http/errors'
import { accountContract } from '../../../lib/account-contract'
import { ApiError, apiFetch, apiRequest } from '../../../lib/api-client'

const messageSchema = async () => (await accountContract()).messageResponseSchema
const mailTokenSchema = async () => (await accountContract()).mailTokenResponseSchema

export type LoginResult =
  { kind: 'signed-in'; token: string; user: SessionResponse['user'] } | { kind: 'verify-email' }

/** POST /login without a bearer. A 204 is "right password, email not verified" (docs/product.md §S4). */
export async function login(credentials: LoginRequest): Promise<LoginResult> {
  const { status, data } = await apiFetch<SessionResponse | undefined>('/login', {
    method: 'POST',
    body: credentials,
    auth: false,
    // The 204 carries no body: the contract allows none (docs/product.md §S4).
    schema: async () => (await accountContract()).sessionResponseSchema.optional(),
  })
  if (status === 204 || !data) return { kind: 'verify-email' }
  return { kind: 'signed-in', token: data.access_token, user: data.user }
}

export function signUp(request: SignUpRequest): Promise<SignUpResponse> {
  return apiRequest<SignUpResponse>('/signup', {
    method: 'POST',
    body: request,
    auth: false,
    schema: async () => (await accountContract()).signUpResponseSchema,
  })
}

export function sendResetLink(email: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/send-reset-link', {
    method: 'POST',
    body: { email },
    auth: false,
    schema: messageSchema,
  })
}

/**
 * The verification view knows the email it signed in with, not an id: `0` in the path and the
 * email in the body (decision record 004).
 */
export function resendVerificationEmail(email: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/users/0/resend-verification-email', {
    method: 'POST',
    body: { email },
    auth: false,
    schema: messageSchema,
  })
}

export function validateVerificationToken(
  token: string,
  signal?: AbortSignal,
): Promise<MailTokenResponse> {
  return apiRequest<MailTokenResponse>('/validate-token', {
    query: { token },
    signal,
    auth: false,
    schema: mailTokenSchema,
  })
}

export function completeRegistration(
  request: CompleteRegistrationRequest,
): Promise<SessionResponse> {
  return apiRequest<SessionResponse>('/verify', {
    method: 'POST',
    body: request,
    auth: false,
    schema: async () => (await accountContract()).sessionResponseSchema,
  })
}

/** A sign-out that cannot reach the server must not hold the shopper up for a minute. */
export const LOGOUT_TIMEOUT_MS = 5_000

/**
 * POST /logout with the bearer (docs/product.md §2): the session ends on the server, so the token is
 * worthless even if a copy of it survives somewhere.
 */
export function logout(): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/logout', {
    method: 'POST',
    timeoutMs: LOGOUT_TIMEOUT_MS,
    schema: messageSchema,
  })
}

export function validateResetToken(
  token: string,
  signal?: AbortSignal,
): Promise<MailTokenResponse> {
  return apiRequest<MailTokenResponse>('/validate-reset-token', {
    query: { token },
    signal,
    auth: false,
    schema: mailTokenSchema,
  })
}

export function resetPassword(request: ResetPasswordRequest): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/reset-password', {
    method: 'POST',
    body: request,
    auth: false,
    schema: messageSchema,
  })
}

/** A thrown error's words for a form: the API's message, else docs/product.md §S8's fallback. */
export function errorMessage(error: unknown, fallback: string = ERROR_MESSAGES.unexpected): string {
  return error instanceof ApiError && error.message ? error.message : fallback
}
