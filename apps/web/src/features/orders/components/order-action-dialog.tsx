import type { LucideIcon } from 'lucide-react'
import { useState } from 'react'
import { Dialog, type DialogProps } from '../../../components/ui/dialog'
import { OpenerButton } from '../../../components/ui/opener-button'

/**
 * Whether the action's dialog is open. While its request runs (`busy`) nothing closes it, so its
 * answer (a toast, or the form's alert) shows with the dialog the shopper sent it from.
 */
export function useOrderActionDialog(busy: boolean) {
  const [open, setOpen] = useState(false)
  const close = () => {
    if (!busy) setOpen(false)
  }
  return { open, setOpen, close }
}

/**
 * A My Orders action that asks first: the card's opener button, and the dialog it opens
 * (docs/product.md §12). Cancel and "Return items" both use it, so both read and behave alike.
 */
export function OrderActionDialog({
  icon,
  label,
  state: { open, setOpen, close },
  ...dialog
}: {
  icon: LucideIcon
  label: string
  /** useOrderActionDialog's answer. */
  state: ReturnType<typeof useOrderActionDialog>
} & Required<Pick<DialogProps, 'title' | 'initialFocus' | 'description' | 'children'>>) {
  return (
    <>
      <OpenerButton icon={icon} setOpen={setOpen}>
        {label}
      </OpenerButton>
      {/* The title, description, focus and content go to the Dialog as they are. */}
      <Dialog open={open} onClose={close} {...dialog} />
    </>
  )
}
