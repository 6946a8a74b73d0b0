ALTER TABLE "orders" ADD COLUMN "delivery_method" text DEFAULT 'delivery' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_code_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_method_valid" CHECK ("orders"."delivery_method" in ('delivery', 'pickup'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pickup_code_only_for_pickup" CHECK (("orders"."delivery_method" = 'pickup') = ("orders"."pickup_code" is not null));