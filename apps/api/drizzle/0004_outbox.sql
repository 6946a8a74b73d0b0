CREATE TABLE "outbox_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"available_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbox_messages_status_valid" CHECK ("outbox_messages"."status" in ('pending', 'sending', 'sent', 'failed')),
	CONSTRAINT "outbox_messages_channel_valid" CHECK ("outbox_messages"."channel" in ('mail'))
);
--> statement-breakpoint
CREATE TABLE "scheduled_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"last_run_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "outbox_messages_due_idx" ON "outbox_messages" USING btree ("available_at") WHERE "outbox_messages"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "outbox_messages_lease_idx" ON "outbox_messages" USING btree ("locked_until") WHERE "outbox_messages"."status" = 'sending';--> statement-breakpoint
CREATE INDEX "outbox_messages_sent_idx" ON "outbox_messages" USING btree ("sent_at") WHERE "outbox_messages"."status" = 'sent';