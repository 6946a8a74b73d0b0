-- product_search_words holds every word of every search document (docs/decisions/030), for
-- typo matching. Drizzle cannot declare a trigger, so: the database itself adds the words of
-- every product inserted or changed (seed, console, CSV import, tests), so no writer can
-- forget them, and the words of the products already here are added now.
CREATE OR REPLACE FUNCTION "product_search_words_add"() RETURNS trigger AS $$
BEGIN
  INSERT INTO public.product_search_words (word)
  SELECT DISTINCT pg_catalog.unnest(pg_catalog.tsvector_to_array(NEW.search_document))
  ON CONFLICT DO NOTHING;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "products_add_search_words"
AFTER INSERT OR UPDATE OF name, brand, description, top_notes, heart_notes, base_notes ON "products"
FOR EACH ROW EXECUTE FUNCTION "product_search_words_add"();
--> statement-breakpoint
INSERT INTO "product_search_words" ("word")
SELECT DISTINCT pg_catalog.unnest(pg_catalog.tsvector_to_array("search_document")) FROM "products"
ON CONFLICT DO NOTHING;
