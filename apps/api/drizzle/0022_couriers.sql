CREATE TABLE "shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"provider" text NOT NULL,
	"external_id" text NOT NULL,
	"courier" text NOT NULL,
	"service" text NOT NULL,
	"tracking_number" text,
	"tracking_url" text,
	"cost" integer NOT NULL,
	"state" text NOT NULL,
	"events" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_state_valid" CHECK ("shipments"."state" in ('booked', 'in_transit', 'delivered', 'cancelled')),
	CONSTRAINT "shipments_cost_not_negative" CHECK ("shipments"."cost" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_url" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "shipping_fee_source" text DEFAULT 'table' NOT NULL;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_provider_external_idx" ON "shipments" USING btree ("provider","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_order_live_idx" ON "shipments" USING btree ("order_id") WHERE "shipments"."state" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "shipments_order_idx" ON "shipments" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_shipping_fee_source_valid" CHECK ("payments"."shipping_fee_source" in ('table', 'courier'));