CREATE TABLE "analytics_daily" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"name" varchar(200) NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_day_kind_name_pk" PRIMARY KEY("day","kind","name"),
	CONSTRAINT "analytics_daily_kind_known" CHECK ("analytics_daily"."kind" in ('pageview', 'ai_demo'))
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"email" varchar(255) NOT NULL,
	"category" text NOT NULL,
	"message" varchar(2000) NOT NULL,
	"consent" boolean NOT NULL,
	"consent_version" varchar(32) NOT NULL,
	"consented_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_name_length" CHECK (char_length(btrim("messages"."name")) between 2 and 100),
	CONSTRAINT "messages_message_length" CHECK (char_length(btrim("messages"."message")) between 10 and 2000),
	CONSTRAINT "messages_category_known" CHECK ("messages"."category" in ('ros', 'idé', 'klage', 'andet')),
	CONSTRAINT "messages_consent_given" CHECK ("messages"."consent" = true)
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" varchar(255) NOT NULL,
	"consent" boolean NOT NULL,
	"consent_version" varchar(32) NOT NULL,
	"consented_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscribers_consent_given" CHECK ("newsletter_subscribers"."consent" = true)
);
--> statement-breakpoint
CREATE TABLE "poll_votes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"poll_id" varchar(64) NOT NULL,
	"option_id" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"bucket" varchar(32) NOT NULL,
	"client_key" varchar(64) NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "rate_limits_bucket_client_key_window_start_pk" PRIMARY KEY("bucket","client_key","window_start")
);
--> statement-breakpoint
CREATE INDEX "messages_created_at_idx" ON "messages" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_email_lower_idx" ON "newsletter_subscribers" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "poll_votes_poll_option_idx" ON "poll_votes" USING btree ("poll_id","option_id");--> statement-breakpoint
CREATE INDEX "rate_limits_window_idx" ON "rate_limits" USING btree ("window_start");