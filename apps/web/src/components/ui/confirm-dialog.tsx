import { useRef } from 'react'
import { Button } from './button'
import { Dialog } from './dialog'

interface ConfirmDialogProps {
  open: boolean
  title: string
  description: string
  /** The safe answer: it has focus first, so a second Enter never does the harm by accident. */
  keepLabel: string
  confirmLabel: string
  onConfirm: () => void
  onCancel: () => void
}

/** A question before something that cannot be undone (removing a cart line, deleting an address). */
export function ConfirmDialog({
  open,
  title,
  description,
  keepLabel,
  confirmLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const keepRef = useRef<HTMLButtonElement>(null)
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      description={description}
      initialFocus={keepRef}
    >
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
