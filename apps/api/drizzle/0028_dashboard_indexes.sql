DROP INDEX "orders_sold_created_idx";--> statement-breakpoint
CREATE INDEX "orders_order_payment_idx" ON "orders" USING btree ("order_id","payment_status","payment_method");--> statement-breakpoint
CREATE INDEX "orders_sold_created_idx" ON "orders" USING btree ("created_at","total_amount","order_id") WHERE "orders"."payment_status" in ('paid', 'refunded');