import { formatNigerianMobileLocal } from '@scentia/domain/phone/nigerian-mobile-format'
import { zodResolver } from '@hookform/resolvers/zod'
import {
  profileUpdateRequestSchema,
  type ProfileUpdateRequest,
} from '@scentia/domain/account/profile'
import type { User } from '@scentia/domain/account/user'
import { Pencil } from 'lucide-react'
import { useState } from 'react'
import { toast } from '../../../lib/toast'
import { Button } from '../../../components/ui/button'
import { OpenerButton } from '../../../components/ui/opener-button'
import { TextField } from '../../../components/ui/form-field'
import { isApiError } from '../../../lib/api-client'
import { sessionActions } from '../../../lib/session'
import { updateProfile } from '../api/account-api'
import { AvatarEditor } from './avatar-editor'
import { MarketingSmsSwitch } from './marketing-sms-switch'
import { SmsUpdatesSwitch } from './sms-updates-switch'
import { UserAvatar } from './user-avatar'
import { useFieldForm } from '../../../lib/form-bindings'
import { PhoneField } from '../../../components/ui/phone-field'

export const PROFILE_UPDATED_MESSAGE = 'Profile updated successfully'
export const PROFILE_UPDATE_FAILED_MESSAGE = 'Failed to update profile'

/** Profile Information (docs/product.md §S2): view and edit modes; save or cancel returns to view. */
export function ProfileTab({ user }: { user: User }) {
  const [editing, setEditing] = useState(false)
  const [editingAvatar, setEditingAvatar] = useState(false)

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="avatar-heading" className="flex flex-col gap-4">
        <h2 id="avatar-heading" className="font-serif text-xl">
          Avatar
        </h2>
        {editingAvatar ? (
          <AvatarEditor
            user={user}
            onDone={() => {
              setEditingAvatar(false)
            }}
          />
        ) : (
          <div className="flex items-center gap-4">
            <UserAvatar name={user.full_name} profileLink={user.profile_link} />
            <OpenerButton icon={Pencil} setOpen={setEditingAvatar}>
              Change Avatar
            </OpenerButton>
          </div>
        )}
      </section>

      <section aria-labelledby="details-heading" className="flex flex-col gap-4">
        <div className="flex items-center justify-between gap-3">
          <h2 id="details-heading" className="font-serif text-xl">
            Personal Details
          </h2>
          {editing ? null : (
            <OpenerButton icon={Pencil} setOpen={setEditing}>
              Edit Profile
            </OpenerButton>
          )}
        </div>
        {editing ? (
          <ProfileForm
            user={user}
            onDone={() => {
              setEditing(false)
            }}
          />
        ) : (
          <dl className="grid gap-4 sm:grid-cols-3">
            <div>
              <dt className="text-xs font-semibold tracking-wider text-muted uppercase">
                Full name
              </dt>
              <dd className="mt-1">{user.full_name}</dd>
            </div>
            <div>
              <dt className="text-xs font-semibold tracking-wider text-muted uppercase">Email</dt>
              <dd className="mt-1 break-all">{user.email}</dd>
            </div>
            <div>
              <dt className="text-xs font-semibold tracking-wider text-muted uppercase">
                Phone number
              </dt>
              <dd className="mt-1">
                {user.phone_number ? formatNigerianMobileLocal(user.phone_number) : 'Not set'}
              </dd>
            </div>
          </dl>
        )}
      </section>

      <SmsUpdatesSwitch user={user} />
      <MarketingSmsSwitch user={user} />
    </div>
  )
}

function ProfileForm({ user, onDone }: { user: User; onDone: () => void }) {
  const {
    handleSubmit,
    field,
    formState: { isSubmitting },
  } = useFieldForm<ProfileUpdateRequest>({
    resolver: zodResolver(profileUpdateRequestSchema),
    defaultValues: {
      full_name: user.full_name,
      // Edited in the form people write it; saved E.164 by the API.
      phone_number: user.phone_number ? formatNigerianMobileLocal(user.phone_number) : '',
    },
  })

  const onSubmit = handleSubmit(async (values) => {
    try {
      const response = await updateProfile(user.user_id, values)
      sessionActions.setUser(response.user)
      sessionActions.refreshProfileSoon()
      toast.success(PROFILE_UPDATED_MESSAGE)
      onDone()
    } catch (error) {
      toast.error(isApiError(error) ? error.message : PROFILE_UPDATE_FAILED_MESSAGE)
    }
  })

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
      <TextField label="Full name" autoComplete="name" {...field('full_name')} />
      <TextField
        label="Email"
        type="email"
        value={user.email}
        readOnly
        disabled
        hint="Your email cannot be changed."
      />
      <PhoneField label="Phone number" {...field('phone_number')} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save Changes'}
        </Button>
        <Button variant="outline" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
