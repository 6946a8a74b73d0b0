import {
  AVATAR_BACKGROUND_COLORS,
  DEFAULT_AVATAR_BACKGROUND,
  MAX_AVATAR_SEED_LENGTH,
  avatarUrl,
  parseAvatarLink,
  randomAvatarSeed,
} from '@scentia/domain/account/avatar'
import type { User } from '@scentia/domain/account/user'
import { Shuffle } from 'lucide-react'
import { useState } from 'react'
import { toast } from '../../../lib/toast'
import { Button } from '../../../components/ui/button'
import { TextField } from '../../../components/ui/form-field'
import { isApiError } from '../../../lib/api-client'
import { getSession, sessionActions } from '../../../lib/session'
import { updateAvatar } from '../api/account-api'

export const AVATAR_UPDATED_MESSAGE = 'Avatar updated successfully'
export const AVATAR_UPDATE_FAILED_MESSAGE = 'Failed to update avatar'

/** Avatar edit mode (docs/product.md §S2): seed text, random seed, background colour, preview, save/cancel. */
export function AvatarEditor({ user, onDone }: { user: User; onDone: () => void }) {
  const current = user.profile_link ? parseAvatarLink(user.profile_link) : null
  const [seed, setSeed] = useState(current?.seed ?? user.full_name)
  const [background, setBackground] = useState<string>(
    current?.backgroundColor || DEFAULT_AVATAR_BACKGROUND,
  )
  const [saving, setSaving] = useState(false)
  const preview = avatarUrl({ seed, backgroundColor: background })

  async function save() {
    setSaving(true)
    try {
      const response = await updateAvatar(user.user_id, { seed, backgroundColor: background })
      const latest = getSession().user
      if (latest) sessionActions.setUser({ ...latest, profile_link: response.profile_link })
      sessionActions.refreshProfileSoon()
      toast.success(AVATAR_UPDATED_MESSAGE)
      onDone()
    } catch (error) {
      toast.error(isApiError(error) ? error.message : AVATAR_UPDATE_FAILED_MESSAGE)
    } finally {
      setSaving(false)
    }
  }

  return (
    <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
      <img
        src={preview}
        alt="Avatar preview"
        width={112}
        height={112}
        className="size-28 shrink-0 rounded-full border border-line bg-sand"
      />
      <div className="flex flex-1 flex-col gap-4">
        <div className="flex items-end gap-2">
          <div className="flex-1">
            <TextField
              label="Avatar seed"
              value={seed}
              maxLength={MAX_AVATAR_SEED_LENGTH}
              hint="Any word: each one draws a different face."
              onChange={(event) => {
                setSeed(event.target.value)
              }}
            />
          </div>
        </div>
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          onClick={() => {
            setSeed(randomAvatarSeed(Math.random))
          }}
        >
          <Shuffle aria-hidden="true" className="size-4" />
          Random Seed
        </Button>
        <fieldset>
          <legend className="text-sm font-medium">Background colour</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {AVATAR_BACKGROUND_COLORS.map((color) => (
              <label
                key={color}
                className="relative inline-flex size-11 cursor-pointer items-center justify-center rounded-full has-[:checked]:ring-2 has-[:checked]:ring-ink has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-gold-deep"
              >
                <input
                  type="radio"
                  name="avatar-background"
                  value={color}
                  checked={background === color}
                  onChange={() => {
                    setBackground(color)
                  }}
                  className="sr-only"
                />
                <span
                  aria-hidden="true"
                  className="size-8 rounded-full border border-ink/15"
                  style={{ backgroundColor: `#${color}` }}
                />
                <span className="sr-only">Colour #{color}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => void save()} disabled={saving}>
            {saving ? 'Saving...' : 'Save Avatar'}
          </Button>
          <Button variant="outline" onClick={onDone} disabled={saving}>
            Cancel
          </Button>
        </div>
      </div>
    </div>
  )
}
