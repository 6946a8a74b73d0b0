ALTER TABLE "payments" ADD COLUMN "transfer_bank" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "transfer_account_number" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "transfer_account_name" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "transfer_account_expires_at" timestamp with time zone;