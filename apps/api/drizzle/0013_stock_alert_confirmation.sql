ALTER TABLE "stock_alerts" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_confirm_token_idx" ON "stock_alerts" USING btree ("confirm_token_hash");