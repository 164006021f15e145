CREATE TABLE "event_capacity" (
	"event_slug" varchar(100) PRIMARY KEY NOT NULL,
	"capacity" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_capacity_positive" CHECK ("event_capacity"."capacity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "event_signups" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_slug" varchar(100) NOT NULL,
	"name" varchar(100) NOT NULL,
	"email" varchar(255) NOT NULL,
	"people" integer NOT NULL,
	"status" text NOT NULL,
	"consent_version" varchar(32) NOT NULL,
	"consented_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"promoted_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"event_ends_at" timestamp with time zone NOT NULL,
	"told" jsonb NOT NULL,
	CONSTRAINT "event_signups_people_range" CHECK ("event_signups"."people" between 1 and 5),
	CONSTRAINT "event_signups_status_known" CHECK ("event_signups"."status" in ('confirmed', 'waiting')),
	CONSTRAINT "event_signups_name_length" CHECK (char_length(btrim("event_signups"."name")) between 2 and 100)
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_kind_known";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "event_signups_event_email_idx" ON "event_signups" USING btree ("event_slug",lower("email"));--> statement-breakpoint
CREATE INDEX "event_signups_queue_idx" ON "event_signups" USING btree ("event_slug","status","created_at");--> statement-breakpoint
CREATE INDEX "event_signups_ends_idx" ON "event_signups" USING btree ("event_ends_at");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_kind_known" CHECK ("mail_outbox"."kind" in ('contact', 'welcome', 'volunteer_confirm', 'volunteer', 'event'));