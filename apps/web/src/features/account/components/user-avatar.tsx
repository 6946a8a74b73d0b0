import { UserRound } from 'lucide-react'

interface UserAvatarProps {
  name: string
  profileLink: string | null
  size?: 'sm' | 'lg'
}

const sizes = { sm: 'size-8', lg: 'size-16' } as const

/** The profile image when there is one (docs/product.md §S2), else a neutral figure. Decorative: the name is beside it. */
export function UserAvatar({ name, profileLink, size = 'lg' }: UserAvatarProps) {
  if (profileLink) {
    return (
      <img
        src={profileLink}
        alt=""
        data-testid="user-avatar"
        title={name}
        className={`${sizes[size]} shrink-0 rounded-full border border-line bg-sand object-cover`}
      />
    )
  }
  return (
    <span
      aria-hidden="true"
      className={`${sizes[size]} inline-flex shrink-0 items-center justify-center rounded-full bg-sand text-gold-deep`}
    >
      <UserRound className={size === 'lg' ? 'size-7' : 'size-[1.1rem]'} strokeWidth={1.6} />
    </span>
  )
}
