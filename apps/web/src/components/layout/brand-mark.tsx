import { Link } from 'react-router'

interface BrandMarkProps {
  className?: string
  onClick?: () => void
}

/** The wordmark, always a link home. */
export function BrandMark({ className = '', onClick }: BrandMarkProps) {
  return (
    <Link
      to="/"
      onClick={onClick}
      className={`font-serif text-2xl font-semibold tracking-[0.08em] text-ink lg:text-[1.7rem] ${className}`}
    >
      Scentia
    </Link>
  )
}
