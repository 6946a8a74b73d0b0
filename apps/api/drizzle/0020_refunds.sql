CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"refund_key" text NOT NULL,
	"order_id" text NOT NULL,
	"payment_reference" text NOT NULL,
	"amount" integer NOT NULL,
	"method" text NOT NULL,
	"cause" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"paystack_refund_id" text,
	"failure" text,
	"actor_user_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount" > 0),
	CONSTRAINT "refunds_state_valid" CHECK ("refunds"."state" in ('pending', 'processing', 'processed', 'failed')),
	CONSTRAINT "refunds_method_valid" CHECK ("refunds"."method" in ('paystack', 'cash')),
	CONSTRAINT "refunds_cause_valid" CHECK ("refunds"."cause" in ('cancellation', 'return', 'owner'))
);
--> statement-breakpoint
ALTER TABLE "order_status_events" DROP CONSTRAINT "order_status_events_to_valid";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_valid";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_status_valid";--> statement-breakpoint
ALTER TABLE "outbox_messages" DROP CONSTRAINT "outbox_messages_channel_valid";--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_refund_key_idx" ON "refunds" USING btree ("refund_key");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_paystack_refund_id_idx" ON "refunds" USING btree ("paystack_refund_id");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "refunds_unsettled_idx" ON "refunds" USING btree ("updated_at") WHERE "refunds"."state" in ('pending', 'processing');--> statement-breakpoint
ALTER TABLE "order_status_events" ADD CONSTRAINT "order_status_events_to_valid" CHECK ("order_status_events"."to_status" in ('pending', 'processing', 'shipped', 'delivered', 'cancelled', 'refunded'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_valid" CHECK ("orders"."status" in ('pending', 'processing', 'shipped', 'delivered', 'cancelled', 'refunded'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status_valid" CHECK ("orders"."payment_status" in ('paid', 'refunded', 'refund_due', 'pending', 'failed', 'abandoned', 'reversed'));--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_channel_valid" CHECK ("outbox_messages"."channel" in ('mail', 'sms', 'refund'));