import type { ReactNode } from 'react'
import { ProductThumb } from './product-thumb'

/** Thumb sizes by density: the intrinsic box (so rows do not shift) and its classes agree. */
const thumbSizes = {
  xs: { width: 36, height: 45, className: 'h-[45px] w-9 rounded-md' },
  sm: { width: 44, height: 55, className: 'h-[55px] w-11 rounded-lg' },
  md: { width: 48, height: 60, className: 'h-15 w-12 rounded-lg' },
} as const

interface ThumbLineProps {
  image: string
  size?: keyof typeof thumbSizes
  /** False where the text column should hug its words (the orders list's previews). */
  grow?: boolean
  /** The line's words: name, size, quantity… */
  children: ReactNode
}

/**
 * A product line's thumb and the text column beside it (checkout summary, order cards, the
 * console's order and product lists). A fragment, so each list keeps its own row element and the
 * figures it puts after the words.
 */
export function ThumbLine({ image, size = 'md', grow = true, children }: ThumbLineProps) {
  const thumb = thumbSizes[size]
  return (
    <>
      <ProductThumb
        src={image}
        width={thumb.width}
        height={thumb.height}
        className={`${thumb.className} shrink-0`}
      />
      <div className={grow ? 'min-w-0 flex-1' : 'min-w-0'}>{children}</div>
    </>
  )
}
