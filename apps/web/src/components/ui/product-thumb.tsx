interface ProductThumbProps {
  src: string
  /** The box's intrinsic size, so the row does not shift when the art arrives. */
  width: number
  height: number
  /** Size and shape classes (h-15 w-12 rounded-lg…). */
  className?: string
}

/**
 * A product's art as a small, decorative picture beside its name (order lines, cart lines,
 * search results, the console's lists): the name says what it is, so the picture is hidden
 * from screen readers, and it loads lazily.
 */
export function ProductThumb({ src, width, height, className = '' }: ProductThumbProps) {
  return (
    <img
      src={src}
      alt=""
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      className={`bg-sand object-cover ${className}`}
    />
  )
}
