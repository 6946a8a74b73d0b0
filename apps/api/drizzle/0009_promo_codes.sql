CREATE TABLE "promo_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"min_subtotal" integer DEFAULT 0 NOT NULL,
	"first_order_only" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone,
	"total_limit" integer,
	"per_shopper_limit" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promo_codes_kind_valid" CHECK ("promo_codes"."kind" in ('percent', 'naira')),
	CONSTRAINT "promo_codes_amount_valid" CHECK ("promo_codes"."amount" > 0 and ("promo_codes"."kind" <> 'percent' or "promo_codes"."amount" <= 100)),
	CONSTRAINT "promo_codes_limits_positive" CHECK ("promo_codes"."min_subtotal" >= 0 and coalesce("promo_codes"."total_limit", 1) > 0 and coalesce("promo_codes"."per_shopper_limit", 1) > 0)
);
--> statement-breakpoint
CREATE TABLE "promo_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"promo_id" integer NOT NULL,
	"user_id" integer,
	"payment_reference" text NOT NULL,
	"discount" integer NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promo_redemptions_status_valid" CHECK ("promo_redemptions"."status" in ('held', 'used', 'released')),
	CONSTRAINT "promo_redemptions_discount_not_negative" CHECK ("promo_redemptions"."discount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_amounts_not_negative";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promo_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "promo_code" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_promo_id_promo_codes_id_fk" FOREIGN KEY ("promo_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_code_idx" ON "promo_codes" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_redemptions_payment_idx" ON "promo_redemptions" USING btree ("payment_reference");--> statement-breakpoint
CREATE INDEX "promo_redemptions_promo_idx" ON "promo_redemptions" USING btree ("promo_id","status");--> statement-breakpoint
CREATE INDEX "promo_redemptions_user_idx" ON "promo_redemptions" USING btree ("user_id","promo_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_amounts_not_negative" CHECK ("payments"."subtotal" >= 0 and "payments"."shipping_fee" >= 0 and "payments"."discount" >= 0);