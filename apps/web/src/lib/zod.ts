import { validationMessage } from '@scentia/domain/text/validation-message'
import { config } from 'zod/v4/core'

/**
 * zod as the shop's code sees it: every `import … from 'zod'` in a web build (the domain's
 * schemas too) resolves here (vite.config.ts), so the domain's sentences are zod's messages from
 * the moment any schema loads, and zod — its config included — travels with the forms and
 * schemas that use it, not in the shell every page loads (decision 036). zod's own messages are
 * for developers; every form shows the domain's sentences instead, the same ones the API
 * answers with (a schema's own message still wins). `zod/v4` is the same module as `zod`.
 */
config({ customError: validationMessage })

export * from 'zod/v4'
