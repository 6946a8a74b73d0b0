import { X } from 'lucide-react'
import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react'
import { createPortal } from 'react-dom'
import { useFocusTrap } from './focus-trap'

export type DialogPlacement = 'center' | 'left' | 'right'

export interface DialogProps {
  open: boolean
  onClose: () => void
  /** The dialog's accessible name, shown as its heading unless `hideTitle`. */
  title: string
  hideTitle?: boolean
  description?: ReactNode
  /** center: a modal (a bottom sheet on phones); left/right: a full-height drawer. */
  placement?: DialogPlacement
  /** Extra classes for the panel, e.g. a width. */
  className?: string
  initialFocus?: RefObject<HTMLElement | null>
  /** Slot beside the title in the header row. */
  headerExtra?: ReactNode
  children: ReactNode
}

const panelClasses: Record<DialogPlacement, string> = {
  center:
    'relative mt-auto w-full max-w-lg rounded-t-3xl bg-cream shadow-2xl animate-pop-in max-h-[92dvh] sm:mt-0 sm:rounded-3xl',
  left: 'fixed inset-y-0 left-0 w-[min(88vw,22rem)] bg-cream shadow-2xl animate-slide-in-left',
  // 400 px on desktop (docs/product.md §S2, cart drawer), the whole width on a phone.
  right: 'fixed inset-y-0 right-0 w-full bg-cream shadow-2xl animate-slide-in-right sm:w-[400px]',
}

let openDialogs = 0

/** While any dialog is open the page behind it neither scrolls nor takes focus or clicks. */
function useBackgroundLock(open: boolean) {
  useEffect(() => {
    if (!open) return
    openDialogs += 1
    const root = document.getElementById('root')
    const { body } = document
    if (openDialogs === 1) {
      body.style.overflow = 'hidden'
      root?.setAttribute('inert', '')
    }
    return () => {
      openDialogs -= 1
      if (openDialogs === 0) {
        body.style.overflow = ''
        root?.removeAttribute('inert')
      }
    }
  }, [open])
}

/**
 * The one modal primitive (side menu, cart drawer, confirmations, the search overlay): a portal
 * outside #root, `aria-modal`, focus trapped and restored, Escape and the backdrop close it.
 */
export function Dialog({
  open,
  onClose,
  title,
  hideTitle = false,
  description,
  placement = 'center',
  className,
  initialFocus,
  headerExtra,
  children,
}: DialogProps) {
  const panelRef = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const descriptionId = useId()
  // Order matters: the trap notes who had focus before the background turns inert.
  useFocusTrap(panelRef, { active: open, onEscape: onClose, initialFocus })
  useBackgroundLock(open)

  if (!open) return null

  return createPortal(
    <div
      className={
        placement === 'center'
          ? 'fixed inset-0 z-50 flex justify-center sm:items-center sm:p-6'
          : 'fixed inset-0 z-50'
      }
    >
      {/* Pointer convenience only: Escape and the close button are the keyboard ways out. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div
        className="fixed inset-0 bg-ink/45 animate-fade-in"
        data-testid="dialog-backdrop"
        onClick={onClose}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={`flex flex-col overflow-hidden outline-none ${panelClasses[placement]} ${className ?? ''}`}
      >
        <div
          className={`flex items-center gap-3 px-5 pt-4 ${hideTitle ? 'justify-end' : 'justify-between border-b border-line pb-3'}`}
        >
          <h2
            id={titleId}
            className={hideTitle ? 'sr-only' : 'font-serif text-xl font-semibold tracking-tight'}
          >
            {title}
          </h2>
          <div className="flex items-center gap-1">
            {headerExtra}
            <button
              type="button"
              onClick={onClose}
              aria-label="Close"
              className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-ink/[0.06]"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
        </div>
        {description ? (
          <div id={descriptionId} className="px-5 pt-3 text-sm text-muted">
            {description}
          </div>
        ) : null}
        <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">{children}</div>
      </div>
    </div>,
    document.body,
  )
}
