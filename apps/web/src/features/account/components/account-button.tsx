import { UserRound } from 'lucide-react'
import { Button } from '../../../components/ui/button'
import { openAccountPanel } from '../../../lib/account-panel'
import { useSession } from '../../../lib/session'

/** The header's account button: the profile image when the user has one (docs/product.md §S2). */
export function AccountButton() {
  const { user } = useSession()
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={user ? `Account: ${user.full_name}` : 'Account'}
      aria-haspopup="dialog"
      onClick={() => {
        openAccountPanel()
      }}
    >
      {user?.profile_link ? (
        <img
          src={user.profile_link}
          alt=""
          className="size-8 rounded-full border border-line bg-sand object-cover"
        />
      ) : (
        <UserRound aria-hidden="true" className="size-[1.35rem]" strokeWidth={1.6} />
      )}
    </Button>
  )
}
