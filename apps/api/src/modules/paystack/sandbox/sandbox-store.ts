import { randomBytes } from 'node:crypto'

/** Paystack's payment statuses that the simulator produces. */
export type SandboxTransactionStatus = 'abandoned' | 'ongoing' | 'pending' | 'success' | 'failed'

export interface SandboxTransaction {
  id: number
  reference: string
  accessCode: string
  email: string
  /** Kobo. */
  amount: number
  currency: string
  metadata: unknown
  status: SandboxTransactionStatus
  gatewayResponse: string
  channel: 'card' | 'bank_transfer' | null
  /** The temporary account a transfer is paid into, issued when the shopper picks transfer. */
  transferAccount: SandboxTransferAccount | null
  paidAt: Date | null
  createdAt: Date
}

export interface SandboxTransferAccount {
  bank: string
  accountNumber: string
  accountName: string
  expiresAt: Date
}

export interface NewSandboxTransaction {
  reference: string
  email: string
  amount: number
  currency: string
  metadata: unknown
}

/**
 * The simulator's transactions, in process memory. The sandbox is for development and tests
 * (one process, docs/product.md §4); the shop's own record of every payment is the payments table, so a
 * restart only forgets what the pretend bank knew, exactly like a Paystack test account reset.
 * Bounded, oldest forgotten first, so a long-running dev server does not grow without end.
 */
export interface SandboxStore {
  create(input: NewSandboxTransaction, now: Date): SandboxTransaction | 'duplicate'
  byReference(reference: string): SandboxTransaction | undefined
  byAccessCode(accessCode: string): SandboxTransaction | undefined
}

export const SANDBOX_STORE_CAPACITY = 10_000

export function createSandboxStore(capacity = SANDBOX_STORE_CAPACITY): SandboxStore {
  const byReference = new Map<string, SandboxTransaction>()
  const byAccessCode = new Map<string, SandboxTransaction>()
  let nextId = 1

  return {
    create(input, now) {
      if (byReference.has(input.reference)) return 'duplicate'
      if (byReference.size >= capacity) {
        const oldest = byReference.values().next().value
        if (oldest) {
          byReference.delete(oldest.reference)
          byAccessCode.delete(oldest.accessCode)
        }
      }
      const transaction: SandboxTransaction = {
        ...input,
        id: nextId++,
        // Paystack's access codes are opaque; ours are unguessable, since they open the pop-up.
        accessCode: randomBytes(12).toString('hex'),
        // A transaction nobody has paid yet verifies as 'abandoned' on Paystack too.
        status: 'abandoned',
        gatewayResponse: 'The transaction was not completed',
        channel: null,
        transferAccount: null,
        paidAt: null,
        createdAt: now,
      }
      byReference.set(transaction.reference, transaction)
      byAccessCode.set(transaction.accessCode, transaction)
      return transaction
    },
    byReference: (reference) => byReference.get(reference),
    byAccessCode: (accessCode) => byAccessCode.get(accessCode),
  }
}
