CREATE TABLE "product_search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (public.scentia_search_document(name, brand, description, top_notes, heart_notes, base_notes)) STORED;--> statement-breakpoint
CREATE INDEX "product_search_words_trgm_idx" ON "product_search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_document_idx" ON "products" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "products_brand_folded_idx" ON "products" USING btree (public.scentia_fold("brand"));--> statement-breakpoint
CREATE INDEX "product_sizes_other_in_stock_idx" ON "product_sizes" USING btree ("product_id") WHERE not "product_sizes"."is_default" and "product_sizes"."stock" > 0;