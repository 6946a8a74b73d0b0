import { Skeleton } from './skeleton'

interface SkeletonStackProps {
  /** Each grey block's classes, top to bottom: the footprint of what is loading. */
  shapes: readonly string[]
  className?: string
  /**
   * Given, the stack is itself the loading status screen readers hear ('Loading recent
   * orders'); without it, it is decoration inside a page that already says it is busy.
   */
  label?: string
}

/** Skeleton blocks in a column, drawn from their shapes (each loading state wrote them out). */
export function SkeletonStack({ shapes, className, label }: SkeletonStackProps) {
  return (
    <div
      className={className}
      {...(label ? { role: 'status', 'aria-busy': true, 'aria-label': label } : {})}
    >
      {shapes.map((shape, index) => (
        <Skeleton key={`${String(index)}-${shape}`} className={shape} />
      ))}
    </div>
  )
}
