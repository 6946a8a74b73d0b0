-- Product sizes (docs/decisions/019-product-sizes.md): every product has exactly one default size,
-- the full bottle, whose price, stock and label stay on the product row. Drizzle cannot say
-- "one row per existing product" nor "one row for every product inserted later", so:
-- 1. existing products get their default size now;
INSERT INTO "product_sizes" ("product_id", "is_default")
SELECT "id", true FROM "products"
WHERE NOT EXISTS (
  SELECT 1 FROM "product_sizes" s WHERE s."product_id" = "products"."id" AND s."is_default"
);
--> statement-breakpoint
-- 2. and every product inserted later (seed, console, tests) gets one from the database itself,
-- so no writer can forget it.
CREATE OR REPLACE FUNCTION "product_sizes_add_default"() RETURNS trigger AS $$
BEGIN
  INSERT INTO "product_sizes" ("product_id", "is_default") VALUES (NEW."id", true);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "products_add_default_size" AFTER INSERT ON "products"
FOR EACH ROW EXECUTE FUNCTION "product_sizes_add_default"();
