import { paragraph, renderLayout, renderText, type MailContent } from './layout.js'

const greeting = (fullName: string) =>
  `Hello ${fullName.trim().split(/\s+/)[0] ?? ''},`.replace(' ,', ',')

export interface LinkMailInput {
  fullName: string
  link: string
}

/** Sign-up: the link opens /verification, where the shopper completes registration. */
export function emailVerificationMail({ fullName, link }: LinkMailInput): MailContent {
  const subject = 'Verify your email to finish creating your Scentia account'
  const intro =
    'Thank you for joining Scentia. Please confirm your email address, then add your delivery address and phone number to complete your registration.'
  const footnote =
    'This link works once and expires in 24 hours. If you did not sign up, you can ignore this email.'
  return {
    subject,
    text: renderText([greeting(fullName), intro, `Complete your registration: ${link}`, footnote]),
    html: renderLayout({
      preheader: 'Confirm your email to complete your registration.',
      heading: 'Welcome to Scentia',
      body: [paragraph(greeting(fullName)), paragraph(intro)],
      button: { label: 'Complete Registration', url: link },
      footnote,
    }),
  }
}

/** Forgot password: the link opens /reset-password. */
export function passwordResetMail({ fullName, link }: LinkMailInput): MailContent {
  const subject = 'Reset your Scentia password'
  const intro =
    'We received a request to change the password of your Scentia account. Choose a new one here:'
  const footnote =
    'This link works once and expires in 1 hour. If you did not ask for it, ignore this email: your password stays as it is.'
  return {
    subject,
    text: renderText([greeting(fullName), intro, link, footnote]),
    html: renderLayout({
      preheader: 'Choose a new password for your Scentia account.',
      heading: 'Change your password',
      body: [paragraph(greeting(fullName)), paragraph(intro)],
      button: { label: 'Change Password', url: link },
      footnote,
    }),
  }
}

export interface AccountExistsMailInput {
  fullName: string
  signInUrl: string
}

/**
 * Someone signed up with an email that already has a verified account. The sign-up answer is the
 * same as for a new email (PRODUCT §6); the owner learns about it here, and only here.
 */
export function accountExistsMail({ fullName, signInUrl }: AccountExistsMailInput): MailContent {
  const subject = 'You already have a Scentia account'
  const intro =
    'Someone, probably you, tried to create a Scentia account with this email address. You already have one, so nothing was changed.'
  const advice =
    'Sign in with your password. If you have forgotten it, choose "Forgot password" on the sign-in panel.'
  const footnote = 'If this was not you, you can ignore this email: your account is safe.'
  return {
    subject,
    text: renderText([greeting(fullName), intro, advice, `Sign in: ${signInUrl}`, footnote]),
    html: renderLayout({
      preheader: 'You already have an account with this email.',
      heading: 'You already have an account',
      body: [paragraph(greeting(fullName)), paragraph(intro), paragraph(advice)],
      button: { label: 'Go to Scentia', url: signInUrl },
      footnote,
    }),
  }
}
