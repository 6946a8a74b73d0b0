import type { LucideIcon } from 'lucide-react'
import type { ReactNode, RefObject } from 'react'
import { Dialog } from '../../../components/ui/dialog'
import { OpenerButton } from '../../../components/ui/opener-button'

/**
 * A My Orders action that asks first: the card's opener button, and the dialog it opens
 * (docs/product.md §12). Cancel and "Return items" both use it, so both read and behave alike.
 */
export function OrderActionDialog({
  icon,
  label,
  title,
  open,
  setOpen,
  onClose,
  initialFocus,
  description,
  children,
}: {
  icon: LucideIcon
  label: string
  title: string
  open: boolean
  setOpen: (open: boolean) => void
  onClose: () => void
  initialFocus: RefObject<HTMLElement | null>
  description: ReactNode
  children: ReactNode
}) {
  return (
    <>
      <OpenerButton icon={icon} setOpen={setOpen}>
        {label}
      </OpenerButton>
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
