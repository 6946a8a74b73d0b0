export { wishlistRoutes } from './wishlist.routes.js'
export { createWishlistService } from './wishlist.service.js'
