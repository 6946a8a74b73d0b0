import type { Address } from '@scentia/domain/account/address'
import type {
  AddressResponse,
  MailTokenResponse,
  MessageResponse,
  ProfileLinkResponse,
  SessionResponse,
  SignUpResponse,
  User,
  UserResponse,
} from '@scentia/domain/account/user'
import { z } from 'zod'
import type { NamesEveryField } from './names-every-field'

/**
 * The shopper's account on the wire (docs/product.md §S3 and §S7): sign-up, sign-in and the
 * mailed links, the profile, addresses (decision 042).
 */

/** Every call whose answer is only a message. */
export const messageResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
}) satisfies z.ZodType<MessageResponse>

export const addressSchema = z.object({
  id: z.number().int(),
  street_address: z.string(),
  state: z.string(),
  lga: z.string(),
  ward: z.string(),
  city: z.string().nullable(),
  isPrimary: z.boolean(),
}) satisfies z.ZodType<Address>

export const userSchema = z.object({
  user_id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
  profile_link: z.string().nullable(),
  verified: z.boolean(),
  addresses: z.array(addressSchema),
  sms_updates: z.boolean().optional(),
  marketing_sms: z.boolean().optional(),
}) satisfies z.ZodType<User>

/** POST /api/login (200) and POST /api/verify: the session and who it is. */
export const sessionResponseSchema = messageResponseSchema.extend({
  access_token: z.string().min(1),
  user: userSchema,
}) satisfies z.ZodType<SessionResponse>

/** POST /api/signup (201): the same answer whether or not the email was registered (004). */
export const signUpResponseSchema = messageResponseSchema.extend({
  user_id: z.number().int().nonnegative(),
}) satisfies z.ZodType<SignUpResponse>

/** GET /api/validate-token and /api/validate-reset-token: whose link it is. */
export const mailTokenResponseSchema = messageResponseSchema.extend({
  user: z.object({ email: z.string(), full_name: z.string() }),
}) satisfies z.ZodType<MailTokenResponse>

/** GET /api/profile. */
export const userResponseSchema = z.object({
  success: z.literal(true),
  user: userSchema,
}) satisfies z.ZodType<UserResponse>

/** PUT /api/user/update/{id} and the SMS switches: the saved user and the toast's words. */
export const userUpdateResponseSchema = userResponseSchema.extend({ message: z.string() })

/** PUT /api/user/update-profile/{id}: the avatar's new URL. */
export const profileLinkResponseSchema = messageResponseSchema.extend({
  profile_link: z.string(),
}) satisfies z.ZodType<ProfileLinkResponse>

/** POST /api/user/add-address/{id} and PATCH /api/user/update-address/{id}. */
export const addressResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  address: addressSchema,
}) satisfies z.ZodType<AddressResponse>

/** Each fails to compile when its domain type gains a field its schema leaves out. */
export const ACCOUNT_SCHEMAS_NAME_EVERY_FIELD: [
  NamesEveryField<User, typeof userSchema>,
  NamesEveryField<Address, typeof addressSchema>,
  NamesEveryField<SessionResponse, typeof sessionResponseSchema>,
  NamesEveryField<SignUpResponse, typeof signUpResponseSchema>,
  NamesEveryField<MailTokenResponse, typeof mailTokenResponseSchema>,
  NamesEveryField<ProfileLinkResponse, typeof profileLinkResponseSchema>,
  NamesEveryField<AddressResponse, typeof addressResponseSchema>,
  NamesEveryField<UserResponse, typeof userResponseSchema>,
] = [true, true, true, true, true, true, true, true]
