export { authRoutes } from './auth.routes.js'
export { createAuthService } from './auth.service.js'
export { createMailToken, hashMailToken, MAIL_TOKEN_TTL_MS } from './mail-tokens.js'
export {
  boundPasswordHasher,
  createPasswordHasher,
  type PasswordHasher,
} from './password-hasher.js'
export { findAccountByEmail } from './auth.repository.js'
export {
  deleteEndedSessions,
  findSessionAccount,
  findSessionWithUser,
  insertSession,
} from './sessions.repository.js'
export { createSignInThrottle, LOGIN_LIMITS, type SignInThrottle } from './sign-in-throttle.js'
