import { useRef } from 'react'
import { Button } from '../../../components/ui/button'
import { Dialog } from '../../../components/ui/dialog'

/** docs/product.md §S2 and §S4: decrementing a line to 0 asks this before removing it. */
export const REMOVE_ITEM_QUESTION = 'Remove item from cart?'

interface RemoveItemDialogProps {
  open: boolean
  itemName: string
  onConfirm: () => void
  onCancel: () => void
}

/**
 * The confirmation before a line goes. Focus starts on Keep (the safe answer), so a second
 * press of Enter after the − button never removes anything by accident.
 */
export function RemoveItemDialog({ open, itemName, onConfirm, onCancel }: RemoveItemDialogProps) {
  const keepRef = useRef<HTMLButtonElement>(null)
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={REMOVE_ITEM_QUESTION}
      description={`${itemName} will be taken out of your cart.`}
      initialFocus={keepRef}
    >
      <div className="flex flex-col-reverse gap-3 px-5 pt-5 pb-6 sm:flex-row sm:justify-end">
        <Button ref={keepRef} variant="outline" onClick={onCancel}>
          Keep item
        </Button>
        <Button variant="primary" onClick={onConfirm}>
          Remove
        </Button>
      </div>
    </Dialog>
  )
}
