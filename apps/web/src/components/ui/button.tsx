import type { ButtonHTMLAttributes, Ref } from 'react'
import { Link, type LinkProps } from 'react-router'

export type ButtonVariant = 'primary' | 'gold' | 'outline' | 'ghost' | 'link'
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon'

const base =
  'inline-flex shrink-0 items-center justify-center gap-2 font-medium tracking-wide transition-colors duration-150 select-none disabled:pointer-events-none disabled:opacity-45'

const variants: Record<ButtonVariant, string> = {
  primary: 'rounded-full bg-ink text-cream hover:bg-ink/85 active:bg-ink',
  gold: 'rounded-full bg-gold text-ink hover:bg-gold-light active:bg-gold',
  outline:
    'rounded-full border border-ink/25 bg-transparent text-ink hover:border-ink hover:bg-ink/[0.03]',
  ghost: 'rounded-full text-ink hover:bg-ink/[0.06]',
  // A link alone on its line, so a whole 44 px press (decision 055).
  link: 'min-h-11 text-ink underline decoration-gold decoration-2 underline-offset-4 hover:decoration-ink',
}

const sizes: Record<ButtonSize, string> = {
  // A whole 44 px touch target on a phone (WCAG 2.5.5, as the console's, decision 055); drawn
  // 36 px from the `sm:` breakpoint on, where the dense places it serves sit beside 36 px text.
  sm: 'h-11 px-4 text-sm sm:h-9',
  md: 'h-11 px-6 text-sm',
  lg: 'h-12 px-8 text-base',
  // 44 px: the smallest comfortable touch target on a phone.
  icon: 'size-11',
}

/** Class names of a button, for elements that look like one (links, labels). */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string | undefined } = {}): string {
  const sizeClass = variant === 'link' ? '' : sizes[size]
  return [base, variants[variant], sizeClass, className].filter(Boolean).join(' ')
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant
  size?: ButtonSize
  ref?: Ref<HTMLButtonElement>
}

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses({ variant, size, className })} {...props} />
}

interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant
  size?: ButtonSize
}

/** A router link that looks like a button (navigation stays a link for assistive tech). */
export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  return (
    <Link
      className={buttonClasses({
        variant,
        size,
        className: typeof className === 'string' ? className : undefined,
      })}
      {...props}
    />
  )
}
