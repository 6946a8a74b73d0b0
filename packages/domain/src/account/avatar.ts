import { z } from 'zod'

export const DEFAULT_AVATAR_SEED = 'default'
export const MAX_AVATAR_SEED_LENGTH = 64

/** docs/product.md §S5: reduced to letters and digits, lower-cased, 'default' when nothing is left. */
export function normaliseAvatarSeed(seed: string): string {
  const cleaned = seed
    .replace(/[^a-zA-Z0-9]/g, '')
    .toLowerCase()
    .slice(0, MAX_AVATAR_SEED_LENGTH)
  return cleaned.length > 0 ? cleaned : DEFAULT_AVATAR_SEED
}

/** Soft backgrounds that sit well on the shop's cream and ink; the picker offers these. */
export const AVATAR_BACKGROUND_COLORS = [
  'f5efe6',
  'ecd9b0',
  'f2d7d0',
  'd8e2dc',
  'd6e4f0',
  'e4dcf1',
] as const
export const DEFAULT_AVATAR_BACKGROUND = AVATAR_BACKGROUND_COLORS[0]

/** Six hex digits, with or without '#', any case; anything else is refused. */
export function normaliseAvatarBackground(color: string): string | null {
  const match = /^#?([0-9a-fA-F]{6})$/.exec(color.trim())
  return match?.[1] ? match[1].toLowerCase() : null
}

export interface AvatarChoice {
  seed: string
  backgroundColor: string
}

/** The API's own avatar URL (docs/product.md §6: no third party learns who our customers are). */
export function avatarUrl(choice: AvatarChoice): string {
  const seed = normaliseAvatarSeed(choice.seed)
  const background = normaliseAvatarBackground(choice.backgroundColor) ?? DEFAULT_AVATAR_BACKGROUND
  return `/api/avatar/${seed}.svg?backgroundColor=${background}`
}

/**
 * Reads the seed and background out of a profile link, as the settings form sends it: our own
 * `/api/avatar/{seed}.svg?backgroundColor=…`, a generator-style `…?seed=…&backgroundColor=…`, or a
 * bare seed. Null when the link carries no seed; an empty backgroundColor when its colour is invalid.
 */
export function parseAvatarLink(link: string): AvatarChoice | null {
  // A bare seed, as typed in the seed box, is a link to itself.
  if (/^[^/?#=&]+$/.test(link.trim())) {
    return { seed: normaliseAvatarSeed(link), backgroundColor: DEFAULT_AVATAR_BACKGROUND }
  }
  const pathSeed = /\/avatar\/([^/?#]+)\.svg(?:[?#]|$)/.exec(link)?.[1]
  const querySeed = /[?&]seed=([^&#]*)/.exec(link)?.[1]
  const rawSeed = pathSeed ?? querySeed
  if (rawSeed === undefined) return null
  const rawBackground = /[?&]backgroundColor=([^&#]*)/.exec(link)?.[1]
  const seed = normaliseAvatarSeed(safeDecode(rawSeed))
  const background =
    rawBackground === undefined ? undefined : safeDecode(rawBackground).split(',')[0]
  return {
    seed,
    backgroundColor:
      background === undefined
        ? DEFAULT_AVATAR_BACKGROUND
        : (normaliseAvatarBackground(background) ?? ''),
  }
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '))
  } catch {
    return text
  }
}

const SEED_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789'

/** The settings form's random-seed button; `rng` returns [0, 1) like Math.random. */
export function randomAvatarSeed(rng: () => number, length = 10): string {
  let seed = ''
  for (let i = 0; i < length; i++) {
    seed += SEED_ALPHABET[Math.floor(rng() * SEED_ALPHABET.length) % SEED_ALPHABET.length] ?? 'a'
  }
  return seed
}

export const AVATAR_BACKGROUND_INVALID_MESSAGE = 'Please choose a valid background colour'
export const AVATAR_LINK_INVALID_MESSAGE = 'Please choose an avatar'

/**
 * PUT /api/user/update-profile/{id}: `newProfileLink` is a link carrying the seed and background
 * (see parseAvatarLink) or the choice itself.
 */
export const updateProfileLinkRequestSchema = z.object({
  newProfileLink: z.union(
    [
      z.string().max(500, AVATAR_LINK_INVALID_MESSAGE),
      z.object({
        seed: z.string().max(200, AVATAR_LINK_INVALID_MESSAGE),
        backgroundColor: z.string().max(20, AVATAR_BACKGROUND_INVALID_MESSAGE).optional(),
      }),
    ],
    { error: AVATAR_LINK_INVALID_MESSAGE },
  ),
})
export type UpdateProfileLinkRequest = z.input<typeof updateProfileLinkRequestSchema>

/** Both shapes of `newProfileLink` to a choice, or the message to answer. */
export function readAvatarChoice(
  link: UpdateProfileLinkRequest['newProfileLink'],
): AvatarChoice | { error: string } {
  if (typeof link === 'string') {
    const choice = parseAvatarLink(link)
    if (!choice) return { error: AVATAR_LINK_INVALID_MESSAGE }
    return choice.backgroundColor ? choice : { error: AVATAR_BACKGROUND_INVALID_MESSAGE }
  }
  const backgroundColor =
    link.backgroundColor === undefined
      ? DEFAULT_AVATAR_BACKGROUND
      : normaliseAvatarBackground(link.backgroundColor)
  if (!backgroundColor) return { error: AVATAR_BACKGROUND_INVALID_MESSAGE }
  return { seed: normaliseAvatarSeed(link.seed), backgroundColor }
}
