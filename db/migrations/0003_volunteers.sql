CREATE TABLE "volunteers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"email" varchar(255) NOT NULL,
	"phone" varchar(16),
	"interests" text[] NOT NULL,
	"times" text[] NOT NULL,
	"message" varchar(500),
	"consent_version" varchar(32) NOT NULL,
	"confirm_nonce" varchar(43),
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "volunteers_name_length" CHECK (char_length(btrim("volunteers"."name")) between 2 and 100),
	CONSTRAINT "volunteers_interests_given" CHECK (cardinality("volunteers"."interests") between 1 and 7)
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_kind_known";--> statement-breakpoint
CREATE UNIQUE INDEX "volunteers_email_lower_idx" ON "volunteers" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "volunteers_unconfirmed_idx" ON "volunteers" USING btree ("updated_at") WHERE "volunteers"."confirmed_at" is null;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_kind_known" CHECK ("mail_outbox"."kind" in ('contact', 'welcome', 'volunteer_confirm', 'volunteer'));