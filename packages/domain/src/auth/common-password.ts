/**
 * A password on a public list of leaked passwords is the first one an attacker
 * tries, whatever criteria it meets ("Password1" meets four). The list itself is data the API
 * loads (`@zxcvbn-ts/language-common`, ~49,000 entries): it is not shipped to the shopper's
 * browser, so the form shows the API's answer.
 */
export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Please choose another.'

/**
 * True when the password, ignoring case, is on the list. The list must hold lower-case entries
 * (the zxcvbn list does): "PASSWORD1" and "Password1" are the same guess to an attacker's tools.
 */
export function isCommonPassword(password: string, commonPasswords: ReadonlySet<string>): boolean {
  return commonPasswords.has(password.toLowerCase())
}
