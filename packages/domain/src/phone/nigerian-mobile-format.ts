/** What the API stores (parseNigerianMobile's output): +234 and the ten-digit national number. */
const E164_NIGERIAN_MOBILE = /^\+234(\d{3})(\d{3})(\d{4})$/

/**
 * `+2348031234567` → `0803 123 4567`, the way Nigerians read a number. Display only, for numbers
 * the server already stored through parseNigerianMobile; kept free of the library so the account
 * panel can show a phone without downloading it. Anything else (a row the migration could not
 * convert, see decision 014) is shown as it was stored.
 */
export function formatNigerianMobileLocal(e164: string): string {
  const match = E164_NIGERIAN_MOBILE.exec(e164)
  return match ? `0${match[1]} ${match[2]} ${match[3]}` : e164
}
