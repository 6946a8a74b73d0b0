export { smsPlugin, type SmsPluginOptions } from './sms.plugin.js'
export { type SmsService } from './sms.service.js'
