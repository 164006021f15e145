ALTER TABLE "event_signups" DROP CONSTRAINT "event_signups_status_known";--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_kind_known";--> statement-breakpoint
DROP INDEX "event_signups_event_email_idx";--> statement-breakpoint
ALTER TABLE "event_signups" ADD COLUMN "confirm_nonce" varchar(43);--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirm_nonce" varchar(43);--> statement-breakpoint
CREATE INDEX "mail_outbox_limit_address_idx" ON "mail_outbox" USING btree (regexp_replace(lower(btrim("about_email")), '[+][^@]*@', '@'),"kind","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "event_signups_event_email_idx" ON "event_signups" USING btree ("event_slug",lower("email")) WHERE "event_signups"."status" <> 'pending';--> statement-breakpoint
ALTER TABLE "event_signups" ADD CONSTRAINT "event_signups_status_known" CHECK ("event_signups"."status" in ('pending', 'confirmed', 'waiting'));--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_kind_known" CHECK ("mail_outbox"."kind" in ('contact', 'welcome', 'volunteer_confirm', 'volunteer', 'event', 'signin', 'newsletter', 'newsletter_test', 'newsletter_confirm', 'event_confirm'));--> statement-breakpoint
-- custom (trust-signup): subscribers stored before double opt-in count as confirmed, from when they signed up.
UPDATE "newsletter_subscribers" SET "confirmed_at" = "consented_at" WHERE "confirmed_at" IS NULL;
