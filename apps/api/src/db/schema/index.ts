// One schema for PGlite and PostgreSQL; each aggregate keeps its tables in its own file.
export * from './locations.js'
export * from './products.js'
export * from './users.js'
export * from './wishlist.js'
export * from './mail.js'
export * from './orders.js'
export * from './payments.js'
export * from './notifications.js'
