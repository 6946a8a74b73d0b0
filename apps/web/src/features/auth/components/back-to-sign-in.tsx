import { Button } from '../../../components/ui/button'
import { switchAuthView } from '../stores/auth-panel-store'

/** The way back to the sign-in form from the panel's other views. */
export function BackToSignIn() {
  return (
    <Button
      variant="ghost"
      onClick={() => {
        switchAuthView('login')
      }}
    >
      Back to Sign In
    </Button>
  )
}
