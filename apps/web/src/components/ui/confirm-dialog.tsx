import { useRef } from 'react'
import { Button } from './button'
import { Dialog, type DialogProps } from './dialog'

/** `open` and `title` go straight to the Dialog; Escape and the backdrop answer as keep does. */
interface ConfirmDialogProps extends Pick<DialogProps, 'open' | 'title'> {
  description: string
  /** The safe answer: it has focus first, so a second Enter never does the harm by accident. */
  keepLabel: string
  confirmLabel: string
  onConfirm: () => void
  onCancel: () => void
}

/** A question before something that cannot be undone (removing a cart line, deleting an address). */
export function ConfirmDialog({
  keepLabel,
  confirmLabel,
  onConfirm,
  onCancel,
  ...dialog
}: ConfirmDialogProps) {
  const keepRef = useRef<HTMLButtonElement>(null)
  return (
    <Dialog {...dialog} onClose={onCancel} initialFocus={keepRef}>
      <div className="flex flex-col-reverse gap-3 px-5 pt-5 pb-6 sm:flex-row sm:justify-end">
        <Button ref={keepRef} variant="outline" onClick={onCancel}>
          {keepLabel}
        </Button>
        <Button variant="primary" onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  )
}
