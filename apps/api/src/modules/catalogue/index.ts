export {
  bytesFor,
  etagFor,
  matchesIfNoneMatch,
  negotiateEncoding,
  type PreparedResponse,
  prepareResponse,
  sendPrepared,
  type StoredResponse,
} from './prepared-response.js'
export {
  findProductSizes,
  type ProductSizeRow,
  sortSizes,
  toWireSize,
} from './product-sizes.repository.js'
export { artVersionOf } from './product-art-cache.js'
export { productsQueryRoutes } from './products-query.routes.js'
export { createProductsQueryService } from './products-query.service.js'
export { productWireFields } from './products.repository.js'
export { loadPhotos, toWirePhoto, type ProductPhotoRow } from './product-photos.repository.js'
export { productsRoutes } from './products.routes.js'
export {
  artUrl,
  createProductsService,
  PHOTO_PATH,
  PRODUCT_ID_MAX_LENGTH,
  type ProductsService,
} from './products.service.js'
export {
  releaseStock,
  reserveStock,
  setProductStock,
  setSizeStock,
  setStockCounts,
  type StockChangeHook,
  type StockCount,
  type StockLine,
  type StockReservation,
} from './inventory.repository.js'
// The catalogue's editor (docs/decisions/035): the console mounts its routes behind the owner check.
export { catalogueEditorRoutes } from './editor.routes.js'
export { createAdminCatalogueService, type AdminCatalogueService } from './editor-csv.service.js'
export { createAdminProductsService, type AdminProductsService } from './editor-products.service.js'
