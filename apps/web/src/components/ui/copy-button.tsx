import { Check, Copy } from 'lucide-react'
import { Button, type ButtonProps } from './button'

interface CopyButtonProps extends Omit<ButtonProps, 'children'> {
  /** True while the copy confirmation shows (useCopyToClipboard's 'copied'). */
  copied: boolean
  label: string
  copiedLabel: string
}

/** A copy button whose icon and words turn to a tick for the confirmation (docs/product.md §S9: 2 s). */
export function CopyButton({ copied, label, copiedLabel, ...props }: CopyButtonProps) {
  return (
    <Button {...props}>
      {copied ? (
        <Check aria-hidden="true" className="size-4" />
      ) : (
        <Copy aria-hidden="true" className="size-4" />
      )}
      {copied ? copiedLabel : label}
    </Button>
  )
}
