import { customType, pgTable, text } from 'drizzle-orm/pg-core'
import { index } from 'drizzle-orm/pg-core'

// Catalogue search in the database (docs/product.md §11, docs/decisions/030-catalogue-search.md).
// The functions these columns call (scentia_fold, scentia_search_document) and the trigger that
// fills product_search_words are SQL of the migrations, which Drizzle cannot declare.

/** PostgreSQL's full-text document; the app never reads it, only matches and ranks with it. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

/**
 * Every word of every product's search document, once (folded: no accents, lower case), filled
 * by a trigger on products. A typo is matched against these words with a trigram index, and the
 * words it could mean are then searched in the documents: the catalogue's own vocabulary is a
 * few thousand words, so finding "adaeze" for "adaze" reads a small index, not 20,000 products.
 * Words of products since changed or retired stay: they cost a row and match nothing.
 */
export const productSearchWords = pgTable(
  'product_search_words',
  { word: text('word').primaryKey() },
  (t) => [index('product_search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops'))],
)
