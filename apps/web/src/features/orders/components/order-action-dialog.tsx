import type { ReactNode, RefObject } from 'react'
import { Button } from '../../../components/ui/button'
import { Dialog } from '../../../components/ui/dialog'

/**
 * A My Orders action that asks first: the card's small outline button, and the dialog it opens
 * (docs/product.md §12). Cancel and "Return items" both use it, so both read and behave alike.
 */
export function OrderActionDialog({
  icon,
  label,
  title,
  open,
  onOpen,
  onClose,
  initialFocus,
  description,
  children,
}: {
  icon: ReactNode
  label: string
  title: string
  open: boolean
  onOpen: () => void
  onClose: () => void
  initialFocus: RefObject<HTMLElement | null>
  description: ReactNode
  children: ReactNode
}) {
  return (
    <>
      <Button variant="outline" size="sm" onClick={onOpen}>
        {icon}
        {label}
      </Button>
      <Dialog
        open={open}
        onClose={onClose}
        title={title}
        initialFocus={initialFocus}
        description={description}
      >
        {children}
      </Dialog>
    </>
  )
}
