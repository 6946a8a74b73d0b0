import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'

/** The shop's card: a panel with a serif heading (checkout steps, the share panel, summaries). */
export const PANEL_CLASSES = 'rounded-3xl border border-line bg-white/60 p-5 sm:p-6'

interface HeadedSectionProps {
  /** The heading's id: the section is named by it, and tests and links find it by that name. */
  headingId: string
  title: ReactNode
  /** A gold icon before the title, hidden from screen readers (the title names the section). */
  icon?: LucideIcon
  /** `aside` for a sidebar such as the order summary; `section` otherwise. */
  as?: 'section' | 'aside'
  /** The panel's classes; '' for a plain section inside another panel. */
  className?: string
  headingClassName?: string
  /** h3 for a section inside a panel that has its own h2 (the tracked order's parts). */
  headingLevel?: 'h2' | 'h3'
  children?: ReactNode
}

/**
 * A landmark named by its own heading (the section, its `aria-labelledby` and the heading
 * with its icon were written out on a dozen screens). Only the classes vary between them.
 */
export function HeadedSection({
  headingId,
  title,
  icon: Icon,
  as: Element = 'section',
  className = PANEL_CLASSES,
  headingClassName = Icon ? 'flex items-center gap-2 font-serif text-xl' : 'font-serif text-xl',
  headingLevel: Heading = 'h2',
  children,
}: HeadedSectionProps) {
  return (
    <Element aria-labelledby={headingId} className={className === '' ? undefined : className}>
      <Heading id={headingId} className={headingClassName}>
        {Icon ? <Icon aria-hidden="true" className="size-5 text-gold-deep" /> : null}
        {title}
      </Heading>
      {children}
    </Element>
  )
}
