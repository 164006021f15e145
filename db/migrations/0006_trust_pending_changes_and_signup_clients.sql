ALTER TABLE "event_signups" ADD COLUMN "client_key" varchar(64);--> statement-breakpoint
ALTER TABLE "volunteers" ADD COLUMN "pending" jsonb;--> statement-breakpoint
CREATE INDEX "event_signups_client_idx" ON "event_signups" USING btree ("event_slug","client_key");