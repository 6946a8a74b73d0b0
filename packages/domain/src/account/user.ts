import type { Address } from './address'

/** A signed-in shopper as the API sends it (docs/product.md §S3). */
export interface User {
  user_id: number
  full_name: string
  email: string
  phone_number: string | null
  /** The API's own avatar URL, or null until the shopper picks one. */
  profile_link: string | null
  verified: boolean
  addresses: Address[]
  /**
   * Order updates by SMS (docs/product.md §5), switched in Account Settings; the API always sends it.
   * Optional because a session stored before the SMS setting existed lacks it: absent reads as on.
   */
  sms_updates?: boolean
  /**
   * Marketing texts (a checkout reminder), a consent apart from order updates and off unless the
   * shopper turns it on (docs/decisions/048-checkout-reminders.md). Optional: absent reads as off.
   */
  marketing_sms?: boolean
}

/** POST /api/login (200) and POST /api/verify. A 204 with no body means "verify your email". */
export interface SessionResponse {
  success: true
  message: string
  access_token: string
  user: User
}

/** POST /api/signup (201). The same answer whether or not the email was already registered. */
export interface SignUpResponse {
  success: true
  message: string
  user_id: number
}

/** GET /api/profile and PUT /api/user/update/{id}. */
export interface UserResponse {
  success: true
  user: User
}

/** PUT /api/user/update-profile/{id}. */
export interface ProfileLinkResponse {
  success: true
  profile_link: string
}

/** POST /api/user/add-address/{id} and PATCH /api/user/update-address/{id}. */
export interface AddressResponse {
  success: true
  message: string
  address: Address
}

/** Every call whose answer is only a message. */
export interface MessageResponse {
  success: true
  message: string
}

/** GET /api/validate-token and GET /api/validate-reset-token. */
export interface MailTokenResponse {
  success: true
  message: string
  user: { email: string; full_name: string }
}

/** Every error (docs/product.md §S8), with a stable machine code beside the message. */
export interface ErrorResponse {
  success: false
  code: string
  message: string
}
