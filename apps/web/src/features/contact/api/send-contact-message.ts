import type {
  ContactMessage,
  ContactMessageResponse,
} from '@scentia/domain/contact/contact-message'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client'

/** POST /api/contact: the server mails support and a receipt to the shopper. */
export function sendContactMessage(message: ContactMessage): Promise<ContactMessageResponse> {
  return apiRequest<ContactMessageResponse>('/contact', {
    method: 'POST',
    body: message,
    auth: false,
  })
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage })
}
