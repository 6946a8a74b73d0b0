export { privacyPlugin } from './privacy.plugin.js'
export { createPrivacyService } from './privacy.service.js'
