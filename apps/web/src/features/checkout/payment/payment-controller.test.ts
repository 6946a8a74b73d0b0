import type { CheckoutOrderPayload } from '@scentia/domain/orders/order'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../lib/api-client'
import type { CheckoutAnswer } from '../api/checkout-api'
import { CHECKOUT_MESSAGES, orderProcessingFailedMessage } from './checkout-messages'
import { PaymentController } from './payment-controller'
import type { PaymentDeps } from './payment-state'
import { RECOVERY_STORAGE_KEY, readRecovery } from './recovery-storage'
import {
  buildInitializedPayment,
  buildShippingDetails,
  TEST_PAYMENT_REFERENCE,
} from '../test-fixtures'

const REFERENCE = TEST_PAYMENT_REFERENCE
const shipping = buildShippingDetails()
const payment = buildInitializedPayment()

function verified(status: string, channel = 'card') {
  return {
    status: true,
    message: 'Verification successful',
    data: { status, channel, reference: REFERENCE, amount: 5_300_000 },
  }
}

function answer(orderId = 'ORD0000000001'): CheckoutAnswer {
  return {
    success: true,
    message: 'Order placed successfully!',
    order_id: orderId,
    payment_status: 'paid',
    order: {} as CheckoutAnswer['order'],
  }
}

const networkError = () => ApiError.from({ kind: 'network' })
const timeoutError = () => ApiError.from({ kind: 'timeout' })
const httpError = (status: number, message: string) =>
  ApiError.from({ kind: 'response', status, body: { success: false, code: 'X', message } })

function setup(overrides: Partial<PaymentDeps> = {}) {
  const notify = { success: vi.fn(), error: vi.fn(), info: vi.fn() }
  const onPlaced = vi.fn()
  const deps: PaymentDeps = {
    initialize: vi.fn(() => Promise.resolve(payment)),
    verify: vi.fn(() => Promise.resolve(verified('success'))),
    submit: vi.fn(() => Promise.resolve(answer())),
    storage: localStorage,
    notify,
    sleep: (ms) =>
      new Promise((resolve) => {
        setTimeout(resolve, ms)
      }),
    now: () => Date.now(),
    onPlaced,
    ...overrides,
  }
  const flow = new PaymentController(deps)
  return { flow, deps, notify, onPlaced }
}

async function openPopup(flow: PaymentController) {
  await flow.start({ userId: 7, shipping, items: [{ id: 1, quantity: 3 }] })
  expect(flow.state.phase).toBe('paying')
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(new Date('2026-11-22T10:00:00Z'))
})
afterEach(() => {
  vi.useRealTimers()
})

describe('PaymentController', () => {
  it('pays, verifies, submits the spec payload and hands the order over', async () => {
    const { flow, deps, notify, onPlaced } = setup()
    await openPopup(flow)
    flow.popupLoaded()
    expect(flow.state).toMatchObject({ phase: 'paying', loaded: true })
    await flow.paid(REFERENCE)

    const payload = vi.mocked(deps.submit).mock.calls[0]?.[0]
    expect(payload).toEqual<CheckoutOrderPayload>({
      user_id: 7,
      full_name: 'Adaeze Okafor',
      email: 'ada@example.ng',
      phone_number: '08012345678',
      shipping_address: '12 Allen Avenue',
      city: 'Anifowoshe, Ikeja',
      state: 'Lagos',
      cart_items: payment.cart_items,
      total_amount: 53_000,
      shipping_fee: 8_000,
      payment_status: 'success',
      payment_method: 'CARD',
      transaction_reference: REFERENCE,
    })
    expect(flow.state).toEqual({ phase: 'placed', orderId: 'ORD0000000001' })
    expect(notify.success).toHaveBeenCalledWith('Order placed successfully!')
    expect(onPlaced).toHaveBeenCalledWith({
      orderNumber: 'ORD0000000001',
      order: answer().order,
      total: 53_000,
      items: 3,
      full_name: shipping.full_name,
      email: shipping.email,
      phone_number: shipping.phone_number,
    })
    expect(localStorage.getItem(RECOVERY_STORAGE_KEY)).toBeNull()
  })

  it('blocks a second verification while one runs', async () => {
    let release: (value: unknown) => void = () => undefined
    const { flow, deps } = setup({
      verify: vi.fn(
        () =>
          new Promise((resolve) => {
            release = resolve
          }),
      ),
    })
    await openPopup(flow)
    const first = flow.paid(REFERENCE)
    void flow.paid(REFERENCE)
    expect(flow.state.phase).toBe('verifying')
    release(verified('success'))
    await first
    expect(deps.verify).toHaveBeenCalledTimes(1)
    expect(deps.submit).toHaveBeenCalledTimes(1)
  })

  it('ignores a success for another reference', async () => {
    const { flow, deps } = setup()
    await openPopup(flow)
    await flow.paid('SCN-ffffffffffffffffffffffff')
    expect(deps.verify).not.toHaveBeenCalled()
    expect(flow.state.phase).toBe('paying')
  })

  it('a cancelled pop-up returns to the form with the spec toast', async () => {
    const { flow, notify } = setup()
    await openPopup(flow)
    flow.cancelled()
    expect(flow.state).toEqual({ phase: 'idle' })
    expect(notify.error).toHaveBeenCalledWith('Payment was cancelled')
  })

  it('re-polls a verification that timed out, 5 s later, saying it takes longer', async () => {
    const verify = vi
      .fn<PaymentDeps['verify']>()
      .mockRejectedValueOnce(timeoutError())
      .mockResolvedValueOnce(verified('success'))
    const { flow, notify } = setup({ verify })
    await openPopup(flow)
    const done = flow.paid(REFERENCE)
    await vi.advanceTimersByTimeAsync(4_999)
    expect(verify).toHaveBeenCalledTimes(1)
    expect(notify.info).toHaveBeenCalledWith(CHECKOUT_MESSAGES.slowVerification)
    await vi.advanceTimersByTimeAsync(1)
    await done
    expect(verify).toHaveBeenCalledTimes(2)
    expect(flow.state.phase).toBe('placed')
  })

  // The domain's rule (isPaystackInProgress), the API's too: any word but success, failed,
  // abandoned and reversed is Paystack still at work (an OTP or PIN step, a transfer in flight).
  it.each(['ongoing', 'send_otp', 'pending'])(
    'verifies again, 5 s later, while Paystack answers %s',
    async (status) => {
      const verify = vi
        .fn<PaymentDeps['verify']>()
        .mockResolvedValueOnce(verified(status))
        .mockResolvedValueOnce(verified('success'))
      const { flow, deps } = setup({ verify })
      await openPopup(flow)
      const done = flow.paid(REFERENCE)
      await vi.advanceTimersByTimeAsync(5_000)
      await done
      expect(verify).toHaveBeenCalledTimes(2)
      expect(vi.mocked(deps.submit).mock.calls[0]?.[0].payment_status).toBe('success')
      expect(flow.state.phase).toBe('placed')
    },
  )

  // A bank transfer may take hours; its order is placed at once and held.
  it('places a pending transfer at once, awaiting the transfer, without polling', async () => {
    const verify = vi
      .fn<PaymentDeps['verify']>()
      .mockResolvedValue(verified('pending', 'bank_transfer'))
    const { flow, deps, notify, onPlaced } = setup({ verify })
    await openPopup(flow)
    await flow.paid(REFERENCE)
    expect(verify).toHaveBeenCalledTimes(1)
    expect(vi.mocked(deps.submit).mock.calls[0]?.[0].payment_status).toBe('pending')
    expect(flow.state.phase).toBe('placed')
    expect(notify.success).toHaveBeenCalledWith(CHECKOUT_MESSAGES.awaitingTransfer)
    expect(onPlaced).toHaveBeenCalledWith(
      expect.objectContaining({ paymentNotice: 'Awaiting your transfer' }),
    )
    expect(readRecovery(localStorage, Date.now())).toBeNull()
  })

  it('gives up verifying after 4 timeouts: Verification timeout, failure screen', async () => {
    const verify = vi.fn<PaymentDeps['verify']>().mockRejectedValue(timeoutError())
    const { flow, deps } = setup({ verify })
    await openPopup(flow)
    const done = flow.paid(REFERENCE)
    await vi.advanceTimersByTimeAsync(15_000)
    await done
    expect(verify).toHaveBeenCalledTimes(4)
    expect(flow.state).toEqual({
      phase: 'failed',
      status: 'failed',
      reference: REFERENCE,
      message: 'Verification timeout',
    })
    expect(deps.submit).not.toHaveBeenCalled()
  })

  it.each([
    [
      'an invalid answer',
      () => Promise.resolve({ status: false }),
      'failed',
      'Invalid verification response',
    ],
    [
      'a server error',
      () => Promise.reject(httpError(502, 'Paystack is unavailable')),
      'Server Error',
      'Paystack is unavailable',
    ],
    [
      'a refusal without a message',
      () => Promise.reject(ApiError.from({ kind: 'response', status: 400, body: {} })),
      'failed',
      'Verification Error',
    ],
  ])(
    'a verification failure (%s) shows the failure screen',
    async (_name, verify, status, message) => {
      const { flow, deps } = setup({ verify: vi.fn(verify) })
      await openPopup(flow)
      await flow.paid(REFERENCE)
      expect(flow.state).toEqual({ phase: 'failed', status, reference: REFERENCE, message })
      expect(deps.submit).not.toHaveBeenCalled()
    },
  )

  it('a declined payment is still submitted with its status, then the failure screen', async () => {
    const { flow, deps, onPlaced } = setup({
      verify: vi.fn(() => Promise.resolve(verified('failed'))),
    })
    await openPopup(flow)
    await flow.paid(REFERENCE)
    expect(vi.mocked(deps.submit).mock.calls[0]?.[0].payment_status).toBe('failed')
    expect(flow.state).toEqual({
      phase: 'failed',
      status: 'failed',
      reference: REFERENCE,
      message: null,
    })
    expect(onPlaced).not.toHaveBeenCalled()
    expect(localStorage.getItem(RECOVERY_STORAGE_KEY)).toBeNull()
  })

  it('retries the order 3 times (2, 4, 8 s), keeping a recovery record, then says to contact support', async () => {
    const submit = vi.fn<PaymentDeps['submit']>().mockRejectedValue(networkError())
    const { flow, notify } = setup({ submit })
    await openPopup(flow)
    const done = flow.paid(REFERENCE)
    await vi.advanceTimersByTimeAsync(0)
    expect(submit).toHaveBeenCalledTimes(1)
    const record = readRecovery(localStorage, Date.now())
    expect(record).toMatchObject({
      reference: REFERENCE,
      status: 'success',
      orderData: { total: 53_000, items: 3 },
    })
    expect(record?.payLoad.transaction_reference).toBe(REFERENCE)
    await vi.advanceTimersByTimeAsync(1_999)
    expect(submit).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(submit).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(4_000)
    expect(submit).toHaveBeenCalledTimes(3)
    await vi.advanceTimersByTimeAsync(8_000)
    await done
    expect(submit).toHaveBeenCalledTimes(4)
    const message = orderProcessingFailedMessage(REFERENCE)
    expect(message).toBe(
      `Payment successful but order processing failed. Please contact support with your transaction reference: ${REFERENCE}`,
    )
    expect(flow.state).toEqual({ phase: 'unprocessed', reference: REFERENCE, message })
    expect(notify.error).toHaveBeenCalledWith(message)
    expect(localStorage.getItem(RECOVERY_STORAGE_KEY)).not.toBeNull()
  })

  it('a retry that succeeds places the order and clears the record', async () => {
    const submit = vi
      .fn<PaymentDeps['submit']>()
      .mockRejectedValueOnce(httpError(503, 'busy'))
      .mockResolvedValue(answer())
    const { flow } = setup({ submit })
    await openPopup(flow)
    const done = flow.paid(REFERENCE)
    await vi.advanceTimersByTimeAsync(2_000)
    await done
    expect(flow.state.phase).toBe('placed')
    expect(localStorage.getItem(RECOVERY_STORAGE_KEY)).toBeNull()
  })

  it('a 409 (late payer) is final: its message, no retry, no record', async () => {
    const text = 'Your payment was received, but order ORD0000000002 could not be confirmed'
    const submit = vi.fn<PaymentDeps['submit']>().mockRejectedValue(httpError(409, text))
    const { flow, notify, onPlaced } = setup({ submit })
    await openPopup(flow)
    await flow.paid(REFERENCE)
    expect(submit).toHaveBeenCalledTimes(1)
    expect(flow.state).toEqual({
      phase: 'failed',
      status: 'refund due',
      reference: REFERENCE,
      message: text,
    })
    expect(notify.error).toHaveBeenCalledWith(text)
    expect(onPlaced).not.toHaveBeenCalled()
    expect(localStorage.getItem(RECOVERY_STORAGE_KEY)).toBeNull()
  })

  it('recovers automatically when the connection returns', async () => {
    const submit = vi.fn<PaymentDeps['submit']>().mockRejectedValue(networkError())
    const { flow, notify, onPlaced } = setup({ submit })
    await openPopup(flow)
    const done = flow.paid(REFERENCE)
    await vi.advanceTimersByTimeAsync(14_000)
    await done
    flow.connectionLost()
    expect(notify.error).toHaveBeenCalledWith(
      'Connection lost. Please check your internet connection.',
    )

    submit.mockResolvedValue(answer('ORD0000000009'))
    // Signed out: nothing is sent, the record waits for the next sign-in.
    await flow.connectionRestored(null)
    expect(submit).toHaveBeenCalledTimes(4)
    await flow.connectionRestored(7)
    expect(notify.info).toHaveBeenCalledWith(
      'Connection restored. Attempting to recover your order...',
    )
    expect(notify.success).toHaveBeenCalledWith('Order recovered successfully!')
    expect(onPlaced).toHaveBeenCalledWith(
      expect.objectContaining({ orderNumber: 'ORD0000000009', total: 53_000 }),
    )
    expect(localStorage.getItem(RECOVERY_STORAGE_KEY)).toBeNull()
  })

  it('a recovery that fails again says so', async () => {
    const submit = vi.fn<PaymentDeps['submit']>().mockRejectedValue(networkError())
    const { flow, notify } = setup({ submit })
    await openPopup(flow)
    const done = flow.paid(REFERENCE)
    await vi.advanceTimersByTimeAsync(14_000)
    await done
    const recovery = flow.recover()
    await vi.advanceTimersByTimeAsync(14_000)
    expect(await recovery).toBe(false)
    expect(notify.error).toHaveBeenCalledWith('Recovery failed. Please contact support.')
  })

  it('does nothing on reconnect without a record', async () => {
    const { flow, notify, deps } = setup()
    await flow.connectionRestored(7)
    expect(notify.info).not.toHaveBeenCalled()
    expect(deps.submit).not.toHaveBeenCalled()
  })

  it('offers a record only to its shopper and only for 24 hours', async () => {
    const submit = vi.fn<PaymentDeps['submit']>().mockRejectedValue(networkError())
    const { flow } = setup({ submit })
    await openPopup(flow)
    const done = flow.paid(REFERENCE)
    await vi.advanceTimersByTimeAsync(14_000)
    await done
    expect(flow.pendingRecovery(7)?.reference).toBe(REFERENCE)
    expect(flow.pendingRecovery(8)).toBeNull()
    vi.setSystemTime(Date.now() + 24 * 60 * 60 * 1000)
    expect(flow.pendingRecovery(7)).toBeNull()
    // An expired record is discarded, not kept.
    expect(localStorage.getItem(RECOVERY_STORAGE_KEY)).toBeNull()
  })

  it('an initialisation refusal stays on the form with the server message', async () => {
    const { flow, notify } = setup({
      initialize: vi.fn(() =>
        Promise.reject(httpError(409, 'Only 2 of Rose of Ikoyi left in stock')),
      ),
    })
    await flow.start({ userId: 7, shipping, items: [{ id: 1, quantity: 3 }] })
    expect(flow.state).toEqual({ phase: 'idle' })
    expect(notify.error).toHaveBeenCalledWith('Only 2 of Rose of Ikoyi left in stock')
  })

  it('leaving the page abandons an open pop-up and forgets a finished screen, never a running check', async () => {
    const { flow } = setup({ verify: vi.fn(() => Promise.resolve(verified('failed'))) })
    await openPopup(flow)
    flow.leave()
    expect(flow.state).toEqual({ phase: 'idle' })
    await openPopup(flow)
    await flow.paid(REFERENCE)
    expect(flow.state.phase).toBe('failed')
    flow.leave()
    expect(flow.state).toEqual({ phase: 'idle' })

    let release: (value: unknown) => void = () => undefined
    const slow = setup({
      verify: vi.fn(
        () =>
          new Promise((resolve) => {
            release = resolve
          }),
      ),
    })
    await openPopup(slow.flow)
    const done = slow.flow.paid(REFERENCE)
    slow.flow.leave()
    expect(slow.flow.state.phase).toBe('verifying')
    release(verified('success'))
    await done
    expect(slow.flow.state.phase).toBe('placed')
  })
})
