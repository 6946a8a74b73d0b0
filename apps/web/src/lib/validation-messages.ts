import { validationMessage } from '@scentia/domain/text/validation-message'
// zod's core config alone: the shell stays free of zod's schemas, which load with the forms.
import { config } from 'zod/v4/core'

// zod's own messages are for developers; every form shows the domain's sentences instead, the
// same ones the API answers with (a schema's own message still wins).
config({ customError: validationMessage })
