import { ArrowLeft, Home } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button, ButtonLink } from './button'

interface WayOutActionsProps {
  onBack: () => void
  className: string
  /** Actions offered before the two ways out (the error page's Try Again). */
  children?: ReactNode
}

/** "Return Home" and "Go Back": the two ways out of a page that could not show what was asked. */
export function WayOutActions({ onBack, className, children }: WayOutActionsProps) {
  return (
    <div className={className}>
      {children}
      <ButtonLink to="/" variant="outline">
        <Home aria-hidden="true" className="size-4" />
        Return Home
      </ButtonLink>
      <Button variant="ghost" onClick={onBack}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Go Back
      </Button>
    </div>
  )
}
