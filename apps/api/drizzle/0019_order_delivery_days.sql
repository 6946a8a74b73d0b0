ALTER TABLE "orders" ADD COLUMN "delivery_min_days" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_max_days" integer;