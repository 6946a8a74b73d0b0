CREATE TABLE "returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"lines" jsonb NOT NULL,
	"resaleable" jsonb,
	"owner_note" text,
	"refund_id" integer,
	"amount" integer,
	"requested_by" integer,
	"decided_by" integer,
	"received_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	CONSTRAINT "returns_state_valid" CHECK ("returns"."state" in ('requested', 'approved', 'refused', 'received', 'refunded')),
	CONSTRAINT "returns_reason_valid" CHECK ("returns"."reason" in ('damaged', 'wrong-item', 'not-as-described', 'changed-mind', 'other'))
);
--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_received_by_users_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "returns_order_idx" ON "returns" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "returns_state_idx" ON "returns" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "returns_refund_idx" ON "returns" USING btree ("refund_id");