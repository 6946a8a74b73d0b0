ALTER TABLE "order_status_events" DROP CONSTRAINT "order_status_events_to_valid";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_valid";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_refund_reason_valid";--> statement-breakpoint
ALTER TABLE "order_status_events" ADD CONSTRAINT "order_status_events_to_valid" CHECK ("order_status_events"."to_status" in ('pending', 'processing', 'shipped', 'delivered', 'cancelled'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_valid" CHECK ("orders"."status" in ('pending', 'processing', 'shipped', 'delivered', 'cancelled'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_reason_valid" CHECK ("payments"."refund_reason" is null or "payments"."refund_reason" in ('out_of_stock', 'amount_mismatch', 'order_cancelled'));