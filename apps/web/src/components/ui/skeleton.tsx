interface SkeletonProps {
  className?: string
}

/** A grey block holding the exact size of what is loading, so nothing shifts when it arrives. */
export function Skeleton({ className = '' }: SkeletonProps) {
  return (
    <div aria-hidden="true" className={`animate-pulse rounded-lg bg-ink/[0.07] ${className}`} />
  )
}
