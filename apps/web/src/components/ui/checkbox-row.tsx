import type { InputHTMLAttributes, ReactNode, Ref } from 'react'

interface CheckboxRowProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'className' | 'children'
> {
  /** What the box says, beside it; a press anywhere on the row presses the box. */
  children: ReactNode
  /** The row's own classes: its text size, or where it sits in a grid. */
  className?: string
  /** A row among others on one line (filters, flags) rather than one of its own. */
  inline?: boolean
  /** Gold on the shopper's checkout, ink everywhere else. */
  tone?: 'ink' | 'gold'
  /** Called with the new state; `onChange` stays for form libraries that bind the input. */
  onCheckedChange?: (checked: boolean) => void
  ref?: Ref<HTMLInputElement>
}

/**
 * A checkbox with its label beside it. The box is 20 px, the row 44 px tall, so a thumb at 360 px
 * finds it (decision 055) however short the label.
 */
export function CheckboxRow({
  children,
  className = '',
  inline = false,
  tone = 'ink',
  onCheckedChange,
  onChange,
  ...input
}: CheckboxRowProps) {
  return (
    <label
      className={`${inline ? 'inline-flex' : 'flex'} min-h-11 items-center gap-2.5 ${className}`}
    >
      <input
        type="checkbox"
        {...input}
        onChange={(event) => {
          onChange?.(event)
          onCheckedChange?.(event.target.checked)
        }}
        className={`size-5 shrink-0 ${tone === 'gold' ? 'accent-gold-deep' : 'accent-ink'}`}
      />
      {children}
    </label>
  )
}
