import { NO_ACTIVE_SHARE_LINK_MESSAGE } from '@scentia/domain/account/wishlist'
import { Link2, Link2Off } from 'lucide-react'
import { toast } from '../../../lib/toast'
import { Button } from '../../../components/ui/button'
import { CopyButton } from '../../../components/ui/copy-button'
import { HeadedSection } from '../../../components/ui/headed-section'
import { Skeleton } from '../../../components/ui/skeleton'
import { useCopyToClipboard } from '../../../lib/use-copy-to-clipboard'
import {
  WISHLIST_MESSAGES,
  shareStatusMessage,
  useGenerateShareLink,
  useRevokeShareLink,
  useWishlistShare,
  wishlistErrorMessage,
} from '../api/wishlist-api'

/** Share the wishlist: the live link with Copy and Revoke, or Generate when there is none. */
export function WishlistSharePanel({ userId }: { userId: number }) {
  const share = useWishlistShare(userId)
  const generate = useGenerateShareLink(userId)
  const revoke = useRevokeShareLink(userId)
  const clipboard = useCopyToClipboard()
  const copied = clipboard.state === 'copied'

  async function copy(url: string) {
    if (!(await clipboard.copy(url))) {
      toast.error('Could not copy the link. Select it and copy it instead.')
    }
  }

  return (
    <HeadedSection
      headingId="share-heading"
      title="Share your wishlist"
      icon={Link2}
      className="rounded-2xl border border-line bg-white/50 p-5"
    >
      <div className="mt-3">
        {share.isPending ? (
          <Skeleton className="h-11 w-full" />
        ) : share.isError ? (
          <p role="alert" className="text-sm text-red-800">
            {shareStatusMessage(share.error)}
          </p>
        ) : share.data ? (
          <div className="flex flex-col gap-3">
            <label htmlFor="share-url" className="text-sm text-muted">
              Anyone with this link can see your wishlist and your first name.
            </label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <input
                id="share-url"
                readOnly
                value={share.data.shareUrl}
                onFocus={(event) => {
                  event.target.select()
                }}
                className="h-11 min-w-0 rounded-xl border border-ink/20 bg-white px-3 text-sm sm:flex-1"
              />
              <CopyButton
                variant="primary"
                onClick={() => void copy(share.data?.shareUrl ?? '')}
                copied={copied}
                label="Copy Link"
                copiedLabel="Copied!"
              />
            </div>
            <span role="status" className="sr-only">
              {copied ? 'Link copied' : ''}
            </span>
            <Button
              variant="outline"
              size="sm"
              className="self-start"
              disabled={revoke.isPending}
              onClick={() => {
                revoke.mutate(undefined, {
                  onSuccess: () => {
                    toast.success('Share link revoked')
                  },
                  onError: (error) => {
                    toast.error(wishlistErrorMessage(error, WISHLIST_MESSAGES.revoke))
                  },
                })
              }}
            >
              <Link2Off aria-hidden="true" className="size-4" />
              {revoke.isPending ? 'Revoking...' : 'Revoke Link'}
            </Button>
          </div>
        ) : (
          <div className="flex flex-col gap-3">
            <p className="text-sm text-muted">{NO_ACTIVE_SHARE_LINK_MESSAGE}</p>
            <Button
              className="self-start"
              disabled={generate.isPending}
              onClick={() => {
                generate.mutate(undefined, {
                  onError: (error) => {
                    toast.error(wishlistErrorMessage(error, WISHLIST_MESSAGES.generate))
                  },
                })
              }}
            >
              {generate.isPending ? 'Generating...' : 'Generate Share Link'}
            </Button>
          </div>
        )}
      </div>
    </HeadedSection>
  )
}
