import type { LucideIcon } from 'lucide-react'
import { Button, type ButtonProps } from './button'

interface OpenerButtonProps extends Omit<ButtonProps, 'onClick'> {
  icon: LucideIcon
  /** The panel's open-state setter: this button only opens; the panel closes itself. */
  setOpen: (open: boolean) => void
}

/**
 * An outline button with a leading icon that opens an editor or a confirmation in place (Edit,
 * Change Avatar, Clear All, Delete My Account): one look and one behaviour for every such opener.
 */
export function OpenerButton({
  icon: Icon,
  setOpen,
  variant = 'outline',
  size = 'sm',
  children,
  ...props
}: OpenerButtonProps) {
  return (
    <Button
      variant={variant}
      size={size}
      onClick={() => {
        setOpen(true)
      }}
      {...props}
    >
      <Icon aria-hidden="true" className="size-4" />
      {children}
    </Button>
  )
}
