CREATE TABLE "product_sizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"label" text,
	"ml" integer,
	"price" integer,
	"stock" integer,
	"is_sample" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_sizes_figures" CHECK ("product_sizes"."is_default" or ("product_sizes"."label" is not null and "product_sizes"."ml" > 0 and "product_sizes"."price" > 0 and "product_sizes"."stock" >= 0)),
	CONSTRAINT "product_sizes_default_not_sample" CHECK (not ("product_sizes"."is_default" and "product_sizes"."is_sample"))
);
--> statement-breakpoint
CREATE TABLE "sample_credits" (
	"id" serial PRIMARY KEY NOT NULL,
	"sample_item_id" integer NOT NULL,
	"user_id" integer,
	"payment_reference" text NOT NULL,
	"product_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sample_credits_amount_positive" CHECK ("sample_credits"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "size_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "size_label" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "is_sample" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "sample_credit" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "sample_credit" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_sizes" ADD CONSTRAINT "product_sizes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_credits" ADD CONSTRAINT "sample_credits_sample_item_id_order_items_id_fk" FOREIGN KEY ("sample_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_credits" ADD CONSTRAINT "sample_credits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_credits" ADD CONSTRAINT "sample_credits_payment_reference_payments_reference_fk" FOREIGN KEY ("payment_reference") REFERENCES "public"."payments"("reference") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_credits" ADD CONSTRAINT "sample_credits_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_sizes_one_default_idx" ON "product_sizes" USING btree ("product_id") WHERE "product_sizes"."is_default";--> statement-breakpoint
CREATE INDEX "product_sizes_product_idx" ON "product_sizes" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sample_credits_sample_item_idx" ON "sample_credits" USING btree ("sample_item_id");--> statement-breakpoint
CREATE INDEX "sample_credits_payment_idx" ON "sample_credits" USING btree ("payment_reference");--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_size_id_product_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."product_sizes"("id") ON DELETE cascade ON UPDATE no action;