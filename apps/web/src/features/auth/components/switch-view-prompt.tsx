import type { AccountPanelMode } from '../../../lib/account-panel'
import { switchAuthView } from '../stores/auth-panel-store'

interface SwitchViewPromptProps {
  question: string
  /** The button's words: the view it opens. */
  action: string
  view: AccountPanelMode
}

/** Under the sign-in and sign-up forms: the way to the other one, as a line of text. */
export function SwitchViewPrompt({ question, action, view }: SwitchViewPromptProps) {
  return (
    <p className="text-center text-sm text-muted">
      {question}{' '}
      <button
        type="button"
        className="font-medium text-ink underline decoration-gold decoration-2 underline-offset-4"
        onClick={() => {
          switchAuthView(view)
        }}
      >
        {action}
      </button>
    </p>
  )
}
