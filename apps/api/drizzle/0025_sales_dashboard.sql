ALTER TABLE "users" ADD COLUMN "marketing_sms" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reminders_off_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_sold_created_idx" ON "orders" USING btree ("created_at","total_amount") WHERE "orders"."payment_status" in ('paid', 'refunded');--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payments_unreminded_idx" ON "payments" USING btree ("created_at") WHERE "payments"."order_id" is null and "payments"."reminded_at" is null;--> statement-breakpoint
CREATE INDEX "payments_reminded_idx" ON "payments" USING btree ("reminded_at") WHERE "payments"."reminded_at" is not null;