import { stockLimitMessage } from '@scentia/domain/cart/cart'
import { Minus, Plus } from 'lucide-react'
import type { Ref } from 'react'

interface QuantityStepperProps {
  name: string
  quantity: number
  /** The line's cap (stock, or 100); at it + is disabled and the limit is said. */
  max: number
  onIncrement: () => void
  onDecrement: () => void
  size?: 'sm' | 'md'
  /** Stretch to the container, − and + at the ends (the product page). */
  fullWidth?: boolean
  decrementRef?: Ref<HTMLButtonElement>
}

const sizes = {
  // Drawn at 36 px to fit a card or a cart line at 360 px; the press lands on 44 px all the same
  // (the ::after reaches 4 px past each edge), a whole touch target (e2e/specs/phone-width).
  sm: {
    button: "size-9 relative after:absolute after:-inset-1 after:rounded-full after:content-['']",
    text: 'min-w-7 text-sm',
  },
  md: { button: 'size-11', text: 'min-w-9 text-base' },
}

/**
 * − quantity +. At the cap, + is marked disabled with aria-disabled rather than `disabled`, so
 * keyboard focus stays on it; pressing it anyway shows 'Only {n} items in stock'.
 */
export function QuantityStepper({
  name,
  quantity,
  max,
  onIncrement,
  onDecrement,
  size = 'sm',
  fullWidth = false,
  decrementRef,
}: QuantityStepperProps) {
  const atMax = quantity >= max
  const classes = sizes[size]
  const button = `inline-flex ${classes.button} items-center justify-center rounded-full text-ink transition-colors hover:bg-ink/[0.07] active:bg-ink/10`
  return (
    <div className={`flex flex-col items-center gap-1 ${fullWidth ? 'w-full' : ''}`}>
      <div
        role="group"
        aria-label={`Quantity of ${name}`}
        className={`items-center rounded-full border border-ink/20 bg-white/70 ${fullWidth ? 'flex w-full justify-between px-1' : 'inline-flex'}`}
      >
        <button
          ref={decrementRef}
          type="button"
          onClick={onDecrement}
          aria-label={`Decrease quantity of ${name}`}
          className={button}
        >
          <Minus aria-hidden="true" className="size-4" strokeWidth={1.8} />
        </button>
        <output
          aria-live="polite"
          aria-label={`${quantity} in cart`}
          className={`${classes.text} text-center font-semibold tabular-nums`}
        >
          {quantity}
        </output>
        <button
          type="button"
          onClick={onIncrement}
          aria-label={`Increase quantity of ${name}`}
          aria-disabled={atMax}
          className={`${button} aria-disabled:cursor-not-allowed aria-disabled:opacity-35 aria-disabled:hover:bg-transparent`}
        >
          <Plus aria-hidden="true" className="size-4" strokeWidth={1.8} />
        </button>
      </div>
      {atMax ? (
        <p className="text-[0.7rem] leading-tight text-muted">{stockLimitMessage(max)}</p>
      ) : null}
    </div>
  )
}
