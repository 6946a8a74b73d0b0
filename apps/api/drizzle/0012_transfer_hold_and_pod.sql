CREATE TABLE "shop_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"pod_enabled" boolean DEFAULT false NOT NULL,
	"pod_ceiling_naira" integer DEFAULT 100000 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_settings_single_row" CHECK ("shop_settings"."id" = 1),
	CONSTRAINT "shop_settings_pod_ceiling_positive" CHECK ("shop_settings"."pod_ceiling_naira" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "stock_held_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_stock_held_idx" ON "orders" USING btree ("stock_held_at") WHERE "orders"."stock_held_at" is not null;