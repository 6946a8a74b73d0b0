import type {
  ContactMessage,
  ContactMessageResponse,
} from '@scentia/domain/contact/contact-message'
import { useMutation } from '@tanstack/react-query'
import { apiRequest, preloadContract } from '../../../lib/api-client'

/** The form's contract (decision 042), loaded only when an answer is checked (decision 036). */
const contactContract = () => import('@scentia/contracts/contact')
preloadContract(contactContract)

/** POST /api/contact: the server mails support and a receipt to the shopper. */
export function sendContactMessage(message: ContactMessage): Promise<ContactMessageResponse> {
  return apiRequest('/contact', {
    method: 'POST',
    body: message,
    auth: false,
    schema: async () => (await contactContract()).contactAnswerSchema,
  })
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage })
}
