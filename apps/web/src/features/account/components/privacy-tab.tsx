import { zodResolver } from '@hookform/resolvers/zod'
import {
  deleteAccountRequestSchema,
  type DeleteAccountRequest,
} from '@scentia/domain/account/privacy'
import { Download, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { toast } from '../../../lib/toast'
import { Button } from '../../../components/ui/button'
import { OpenerButton } from '../../../components/ui/opener-button'
import { Dialog } from '../../../components/ui/dialog'
import { PasswordField } from '../../../components/ui/password-field'
import { isApiError } from '../../../lib/api-client'
import { deleteAccount, exportMyData } from '../api/account-api'
import { useFieldForm } from '../../../lib/form-bindings'
import { saveFile } from '../../../lib/save-file'
import { HeadedSection } from '../../../components/ui/headed-section'

export const EXPORT_FAILED_MESSAGE = 'Failed to download your data'
export const DELETE_FAILED_MESSAGE = 'Failed to delete your account'

interface PrivacyTabProps {
  /** After the account is gone: sign out and go home (the app decides how). */
  onAccountDeleted: (message: string) => Promise<void> | void
}

/** Privacy & Data (NDPA 2023, docs/product.md §6): download my data, delete my account. */
export function PrivacyTab({ onAccountDeleted }: PrivacyTabProps) {
  const [downloading, setDownloading] = useState(false)
  const [confirming, setConfirming] = useState(false)

  async function download() {
    setDownloading(true)
    try {
      const { fileName, json } = await exportMyData()
      saveFile(new Blob([json], { type: 'application/json' }), fileName)
    } catch (error) {
      toast.error(isApiError(error) ? error.message : EXPORT_FAILED_MESSAGE)
    } finally {
      setDownloading(false)
    }
  }

  return (
    <div className="flex flex-col gap-8">
      <HeadedSection
        headingId="export-heading"
        title="Download my data"
        className="flex flex-col items-start gap-3"
      >
        <p className="max-w-prose text-sm text-muted">
          A copy of everything we hold about you: profile, addresses, wishlist and its share link,
          orders, reviews and back-in-stock alerts, as a JSON file.
        </p>
        <Button variant="outline" onClick={() => void download()} disabled={downloading}>
          <Download aria-hidden="true" className="size-4" />
          {downloading ? 'Preparing...' : 'Download My Data'}
        </Button>
      </HeadedSection>
      <HeadedSection
        headingId="delete-heading"
        title="Delete my account"
        className="flex flex-col items-start gap-3"
        headingClassName="font-serif text-xl text-red-900"
      >
        <p className="max-w-prose text-sm text-muted">
          Your account, addresses, wishlist and share link are erased. This cannot be undone.
        </p>
        <OpenerButton
          icon={Trash2}
          setOpen={setConfirming}
          size="md"
          className="border-red-800/40 text-red-900"
        >
          Delete My Account
        </OpenerButton>
      </HeadedSection>
      <Dialog
        open={confirming}
        onClose={() => {
          setConfirming(false)
        }}
        title="Delete your account?"
      >
        <DeleteAccountForm
          onCancel={() => {
            setConfirming(false)
          }}
          onDeleted={async (message) => {
            setConfirming(false)
            await onAccountDeleted(message)
          }}
        />
      </Dialog>
    </div>
  )
}

function DeleteAccountForm({
  onCancel,
  onDeleted,
}: {
  onCancel: () => void
  onDeleted: (message: string) => Promise<void>
}) {
  const [error, setError] = useState<string | null>(null)
  const {
    handleSubmit,
    field,
    formState: { isSubmitting },
  } = useFieldForm<DeleteAccountRequest>({ resolver: zodResolver(deleteAccountRequestSchema) })

  const onSubmit = handleSubmit(async ({ password }) => {
    setError(null)
    try {
      const response = await deleteAccount(password)
      await onDeleted(response.message)
    } catch (caught) {
      setError(isApiError(caught) ? caught.message : DELETE_FAILED_MESSAGE)
    }
  })

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="flex flex-col gap-4 px-5 py-5"
    >
      <p className="text-sm text-muted">Enter your password to confirm. This cannot be undone.</p>
      {error ? (
        <p role="alert" className="rounded-xl bg-red-50 px-3.5 py-2.5 text-sm text-red-900">
          {error}
        </p>
      ) : null}
      <PasswordField label="Password" autoComplete="current-password" {...field('password')} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSubmitting} className="bg-red-900 hover:bg-red-900/85">
          {isSubmitting ? 'Deleting...' : 'Delete Account'}
        </Button>
        <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
