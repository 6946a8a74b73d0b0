export {
  type CatalogueBody,
  type CatalogueRead,
  canReadMetrics,
  metricsPlugin,
  type ShopMetrics,
} from './metrics.plugin.js'
export { createReadiness, type Readiness } from './readiness.js'
