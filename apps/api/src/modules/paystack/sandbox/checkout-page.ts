import { formatNairaWithKobo, koboToNaira } from '@scentia/domain/money/format'
import { escapeHtml } from '../../mail/index.js'
import type { SandboxTransaction } from './sandbox-store.js'

/**
 * The sandbox's hosted pop-up: what Paystack's checkout is to the inline script. Self-contained
 * and within the app's CSP (script-src 'self'): the markup carries no script, its behaviour is
 * the separate checkout.js below and its look checkout.css.
 */

export const SANDBOX_PREFIX = '/api/sandbox/paystack'

/** The test cards the pop-up offers (docs/product.md §4). `card` is what the page posts back. */
export const SANDBOX_CARDS = [
  { card: 'success', number: '4084 0840 8408 4081', label: 'Success', hint: 'Approved at once' },
  {
    card: 'declined',
    number: '4084 0800 0000 5408',
    label: 'Declined',
    hint: 'The bank refuses the card',
  },
  {
    card: 'insufficient_funds',
    number: '5060 6666 6666 6666 666',
    label: 'Insufficient funds',
    hint: 'Not enough money on the card',
  },
  {
    card: 'slow_bank',
    number: '5078 5078 5078 5078 12',
    label: 'Slow bank',
    hint: 'Approved after about 8 seconds',
  },
  {
    card: 'bank_transfer',
    number: 'Bank transfer',
    label: 'Pay by transfer',
    // docs/product.md §10: Paystack confirms a transfer later, by webhook; the sandbox when told to.
    hint: 'Pending until confirmed (POST /transactions/{reference}/confirm-transfer)',
  },
] as const

export type SandboxCard = (typeof SANDBOX_CARDS)[number]['card']

export const SANDBOX_CARD_VALUES = SANDBOX_CARDS.map(({ card }) => card) as [
  SandboxCard,
  ...SandboxCard[],
]

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${SANDBOX_PREFIX}/checkout.css">
<script src="${SANDBOX_PREFIX}/checkout.js" defer></script>
</head>
<body>
${body}
</body>
</html>`
}

export function renderCheckoutPage(transaction: SandboxTransaction): string {
  const amount = formatNairaWithKobo(koboToNaira(transaction.amount))
  const isPaid = transaction.status === 'success'
  const cards = SANDBOX_CARDS.map(
    ({ card, number, label, hint }, index) => `
      <label class="card-option">
        <input type="radio" name="card" value="${card}"${index === 0 ? ' checked' : ''}>
        <span class="card-number">${number}</span>
        <span class="card-label">${label}</span>
        <span class="card-hint">${hint}</span>
      </label>`,
  ).join('')
  const form = isPaid
    ? `<p class="notice">This payment is complete.</p>`
    : `<form id="pay-form" novalidate>
      <fieldset>
        <legend>Choose a test card</legend>${cards}
      </fieldset>
      <p class="small">Any future expiry date, CVV 408 and PIN 0000: nothing is charged.</p>
      <button type="submit" id="pay-button" class="pay">Pay ${amount}</button>
    </form>`
  return page(
    'Paystack sandbox checkout',
    `<main class="checkout" id="checkout"
  data-access-code="${escapeHtml(transaction.accessCode)}"
  data-reference="${escapeHtml(transaction.reference)}"
  data-amount="${transaction.amount}"
  data-email="${escapeHtml(transaction.email)}"
  data-status="${transaction.status}">
  <header>
    <p class="mode">Test mode · Paystack sandbox</p>
    <p class="email">${escapeHtml(transaction.email)}</p>
    <p class="amount">Pay <strong>${amount}</strong></p>
  </header>
  ${form}
  <p id="status" class="status" role="status" aria-live="polite"></p>
  <button type="button" id="cancel-button" class="cancel">${isPaid ? 'Close' : 'Cancel payment'}</button>
</main>`,
  )
}

export function renderCheckoutNotFound(): string {
  return page(
    'Payment not found',
    `<main class="checkout" id="checkout" data-status="missing">
  <p class="mode">Test mode · Paystack sandbox</p>
  <h1>Payment not found</h1>
  <p>This payment link is not valid or has expired. Close this window and try again.</p>
  <button type="button" id="cancel-button" class="cancel">Close</button>
</main>`,
  )
}

export const CHECKOUT_CSS = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
  background:rgba(17,24,39,.55);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#111827}
.checkout{width:100%;max-width:420px;margin:16px;background:#fff;border-radius:12px;padding:24px;
  box-shadow:0 20px 50px rgba(0,0,0,.25)}
header{border-bottom:1px solid #e5e7eb;margin-bottom:16px;padding-bottom:12px}
.mode{display:inline-block;margin:0 0 8px;padding:2px 8px;border-radius:999px;background:#fef3c7;color:#92400e;
  font-size:12px;font-weight:600;letter-spacing:.02em;text-transform:uppercase}
.email{margin:0;color:#4b5563;font-size:14px;word-break:break-all}
.amount{margin:4px 0 0;font-size:18px}
.amount strong{color:#0b7a3b}
fieldset{border:0;margin:0;padding:0}
legend{font-weight:600;margin-bottom:8px}
.card-option{display:grid;grid-template-columns:auto 1fr;column-gap:10px;align-items:center;padding:10px 12px;
  border:1px solid #d1d5db;border-radius:8px;margin-bottom:8px;cursor:pointer}
.card-option:has(input:checked){border-color:#0b7a3b;background:#f0fdf4}
.card-option input{grid-row:span 3;accent-color:#0b7a3b;width:18px;height:18px}
.card-number{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:15px}
.card-label{font-weight:600;font-size:14px}
.card-hint{color:#6b7280;font-size:13px}
.small{color:#6b7280;font-size:13px}
.pay{width:100%;padding:12px;border:0;border-radius:8px;background:#0b7a3b;color:#fff;font-size:16px;font-weight:600;cursor:pointer}
.pay:disabled{opacity:.6;cursor:progress}
.pay:focus-visible,.cancel:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
.status{min-height:1.5em;margin:12px 0 0;font-weight:600}
.status.error{color:#b91c1c}
.status.ok{color:#0b7a3b}
.notice{padding:12px;border-radius:8px;background:#f0fdf4;color:#0b7a3b}
.cancel{display:block;margin:12px auto 0;border:0;background:none;color:#4b5563;text-decoration:underline;cursor:pointer;font-size:14px}
`

/**
 * The pop-up's behaviour. It tells the window that opened it (window.opener for a pop-up
 * window, window.parent for an iframe) what happens, with Paystack-like event names; the
 * contract is in docs/decisions/006-payments.md. Messages go to this page's own origin only:
 * the sandbox pop-up and the SPA are served by the same process.
 */
export const CHECKOUT_JS = `(function () {
  'use strict';
  var root = document.getElementById('checkout');
  if (!root) return;
  var reference = root.getAttribute('data-reference') || '';
  var accessCode = root.getAttribute('data-access-code') || '';
  var status = document.getElementById('status');
  var form = document.getElementById('pay-form');
  var payButton = document.getElementById('pay-button');
  var cancelButton = document.getElementById('cancel-button');
  var finished = root.getAttribute('data-status') === 'success';
  var target = window.opener && window.opener !== window ? window.opener
    : (window.parent && window.parent !== window ? window.parent : null);

  function notify(event, data) {
    if (!target) return;
    target.postMessage({ source: 'scentia-paystack-sandbox', event: event, data: data || {} }, window.location.origin);
  }
  function show(text, tone) {
    status.textContent = text;
    status.className = 'status' + (tone ? ' ' + tone : '');
  }
  function closeSoon() {
    if (window.opener) setTimeout(function () { window.close(); }, 800);
  }

  notify('loaded:checkout', { reference: reference });
  if (root.getAttribute('data-status') === 'missing') {
    notify('error', { message: 'Payment not found' });
  } else {
    notify('loaded:transaction', {
      reference: reference,
      amount: Number(root.getAttribute('data-amount')),
      email: root.getAttribute('data-email'),
    });
  }

  if (cancelButton) {
    cancelButton.addEventListener('click', function () {
      notify(finished ? 'close' : 'cancel', { reference: reference });
      closeSoon();
    });
  }

  if (form && payButton) {
    form.addEventListener('submit', function (submitEvent) {
      submitEvent.preventDefault();
      var choice = form.querySelector('input[name="card"]:checked');
      var card = choice ? choice.value : 'success';
      payButton.disabled = true;
      show(card === 'slow_bank' ? 'Waiting for your bank to answer…' : 'Processing…');
      fetch('${SANDBOX_PREFIX}/checkout/' + encodeURIComponent(accessCode) + '/charge', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ card: card }),
      })
        .then(function (response) { return response.json(); })
        .then(function (answer) {
          if (answer && answer.status === true && answer.data && answer.data.status === 'pending') {
            // A transfer: the money is on its way and Paystack confirms it later.
            finished = true;
            var d = answer.data;
            show(
              d.account_number
                ? 'Send NGN ' + (d.amount / 100).toLocaleString('en-NG') + ' to ' + d.bank.name + ' ' +
                  d.account_number + ' (' + d.account_name + '). We will confirm it when it lands.'
                : 'Transfer started: we will confirm it when it lands',
              'ok'
            );
            form.hidden = true;
            if (cancelButton) cancelButton.textContent = 'Close';
            notify('success', {
              reference: reference,
              trxref: reference,
              status: 'pending',
              message: 'Awaiting transfer',
            });
            closeSoon();
          } else if (answer && answer.status === true && answer.data && answer.data.status === 'success') {
            finished = true;
            show('Payment successful', 'ok');
            form.hidden = true;
            if (cancelButton) cancelButton.textContent = 'Close';
            var trans = String(answer.data.id);
            notify('success', {
              reference: reference,
              trxref: reference,
              trans: trans,
              transaction: trans,
              status: 'success',
              message: 'Approved',
            });
            closeSoon();
          } else {
            var message = (answer && answer.data && answer.data.gateway_response) || (answer && answer.message) || 'Payment failed';
            show(message + '. Try another card.', 'error');
            payButton.disabled = false;
            notify('charge:failed', { reference: reference, message: message });
          }
        })
        .catch(function () {
          show('Could not reach the sandbox. Try again.', 'error');
          payButton.disabled = false;
        });
    });
  }
})();
`
