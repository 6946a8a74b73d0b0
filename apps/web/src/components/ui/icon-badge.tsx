import type { ReactNode } from 'react'

/**
 * A gold icon on a sand disc above a message's heading: the status panels' and the verify-email
 * view's (which drew the same disc). The icon comes sized, hidden from screen readers.
 */
export function IconBadge({ icon, className }: { icon: ReactNode; className?: string }) {
  return (
    <span
      className={[
        'flex size-14 items-center justify-center rounded-full bg-sand text-gold-deep',
        className,
      ]
        .filter(Boolean)
        .join(' ')}
    >
      {icon}
    </span>
  )
}
