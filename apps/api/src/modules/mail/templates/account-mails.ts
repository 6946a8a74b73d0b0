import { greetedMail, type MailContent } from './layout.js'

export interface LinkMailInput {
  fullName: string
  link: string
}

/** Sign-up: the link opens /verification, where the shopper completes registration. */
export function emailVerificationMail({ fullName, link }: LinkMailInput): MailContent {
  return greetedMail({
    fullName,
    subject: 'Verify your email to finish creating your Scentia account',
    preheader: 'Confirm your email to complete your registration.',
    heading: 'Welcome to Scentia',
    paragraphs: [
      'Thank you for joining Scentia. Please confirm your email address, then add your delivery address and phone number to complete your registration.',
    ],
    button: { label: 'Complete Registration', url: link },
    textLink: `Complete your registration: ${link}`,
    footnote:
      'This link works once and expires in 24 hours. If you did not sign up, you can ignore this email.',
  })
}

/** Forgot password: the link opens /reset-password. */
export function passwordResetMail({ fullName, link }: LinkMailInput): MailContent {
  return greetedMail({
    fullName,
    subject: 'Reset your Scentia password',
    preheader: 'Choose a new password for your Scentia account.',
    heading: 'Change your password',
    paragraphs: [
      'We received a request to change the password of your Scentia account. Choose a new one here:',
    ],
    button: { label: 'Change Password', url: link },
    textLink: link,
    footnote:
      'This link works once and expires in 1 hour. If you did not ask for it, ignore this email: your password stays as it is.',
  })
}

export interface AccountExistsMailInput {
  fullName: string
  signInUrl: string
}

/**
 * Someone signed up with an email that already has a verified account. The sign-up answer is the
 * same as for a new email (docs/product.md §6); the owner learns about it here, and only here.
 */
export function accountExistsMail({ fullName, signInUrl }: AccountExistsMailInput): MailContent {
  return greetedMail({
    fullName,
    subject: 'You already have a Scentia account',
    preheader: 'You already have an account with this email.',
    heading: 'You already have an account',
    paragraphs: [
      'Someone, probably you, tried to create a Scentia account with this email address. You already have one, so nothing was changed.',
      'Sign in with your password. If you have forgotten it, choose "Forgot password" on the sign-in panel.',
    ],
    button: { label: 'Go to Scentia', url: signInUrl },
    textLink: `Sign in: ${signInUrl}`,
    footnote: 'If this was not you, you can ignore this email: your account is safe.',
  })
}
