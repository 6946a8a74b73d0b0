import { ConfirmDialog } from '../../../components/ui/confirm-dialog'

/** docs/product.md §S2 and §S4: decrementing a line to 0 asks this before removing it. */
export const REMOVE_ITEM_QUESTION = 'Remove item from cart?'

interface RemoveItemDialogProps {
  open: boolean
  itemName: string
  onConfirm: () => void
  onCancel: () => void
}

/** The confirmation before a line goes; Keep (the safe answer) has focus first. */
export function RemoveItemDialog({ open, itemName, onConfirm, onCancel }: RemoveItemDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title={REMOVE_ITEM_QUESTION}
      description={`${itemName} will be taken out of your cart.`}
      keepLabel="Keep item"
      confirmLabel="Remove"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  )
}
