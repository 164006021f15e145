-- Issue 36: the newsletter's sends. FK targets without "public." so the tests' per-file schemas (search_path) resolve them, as in 0005.
CREATE TABLE "newsletter_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"slug" varchar(200) NOT NULL,
	"send_id" bigint NOT NULL,
	"subscriber_id" bigint NOT NULL,
	"outbox_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_sends" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"slug" varchar(200) NOT NULL,
	"topics" text[] NOT NULL,
	"state" text DEFAULT 'planned' NOT NULL,
	"scheduled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(255) NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"bounced" integer DEFAULT 0 NOT NULL,
	"unsubscribed" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "newsletter_sends_state_known" CHECK ("newsletter_sends"."state" in ('planned', 'sending', 'sent', 'failed', 'stopped')),
	CONSTRAINT "newsletter_sends_topics_given" CHECK (cardinality("newsletter_sends"."topics") >= 1)
);
--> statement-breakpoint
CREATE TABLE "send_rate" (
	"bucket" varchar(32) PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"granted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_kind_known";--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "topics" text[];--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "bounced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_send_id_newsletter_sends_id_fk" FOREIGN KEY ("send_id") REFERENCES "newsletter_sends"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_subscriber_id_newsletter_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_deliveries_once_idx" ON "newsletter_deliveries" USING btree ("slug","subscriber_id");--> statement-breakpoint
CREATE INDEX "newsletter_deliveries_send_idx" ON "newsletter_deliveries" USING btree ("send_id");--> statement-breakpoint
CREATE INDEX "newsletter_deliveries_subscriber_idx" ON "newsletter_deliveries" USING btree ("subscriber_id");--> statement-breakpoint
CREATE INDEX "newsletter_deliveries_outbox_idx" ON "newsletter_deliveries" USING btree ("outbox_id");--> statement-breakpoint
CREATE INDEX "newsletter_deliveries_created_at_idx" ON "newsletter_deliveries" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_sends_one_active_idx" ON "newsletter_sends" USING btree ("slug") WHERE "newsletter_sends"."state" in ('planned', 'sending');--> statement-breakpoint
CREATE INDEX "newsletter_sends_due_idx" ON "newsletter_sends" USING btree ("scheduled_at") WHERE "newsletter_sends"."state" in ('planned', 'sending');--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_kind_known" CHECK ("mail_outbox"."kind" in ('contact', 'welcome', 'volunteer_confirm', 'volunteer', 'event', 'signin', 'newsletter', 'newsletter_test'));