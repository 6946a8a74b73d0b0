import type { ReactNode } from 'react'
import { IconBadge } from './icon-badge'

interface StatusPanelProps {
  icon?: ReactNode
  title: string
  children?: ReactNode
  actions?: ReactNode
  /** 'alert' announces a failure to screen readers as it appears. */
  role?: 'alert' | 'status'
  headingLevel?: 'h1' | 'h2' | 'h3'
}

/** A centred message for empty, failed and not-found states, with what to do next. */
export function StatusPanel({
  icon,
  title,
  children,
  actions,
  role,
  headingLevel: Heading = 'h2',
}: StatusPanelProps) {
  return (
    <div role={role} className="mx-auto flex max-w-md flex-col items-center px-4 py-14 text-center">
      {icon ? <IconBadge icon={icon} /> : null}
      <Heading className="mt-5 font-serif text-2xl tracking-tight">{title}</Heading>
      {children ? <div className="mt-2 text-sm leading-relaxed text-muted">{children}</div> : null}
      {actions ? <div className="mt-6 flex flex-wrap justify-center gap-3">{actions}</div> : null}
    </div>
  )
}
