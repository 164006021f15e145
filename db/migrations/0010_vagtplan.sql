CREATE TABLE "poster_contact" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"name" varchar(100) NOT NULL,
	"address" varchar(200) NOT NULL,
	"email" varchar(255) NOT NULL,
	"phone" varchar(32) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shift_signups" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"shift_id" bigint NOT NULL,
	"volunteer_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_in_at" timestamp with time zone,
	"no_show" boolean DEFAULT false NOT NULL,
	"reminded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "shift_tasks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" varchar(120) NOT NULL,
	"meeting_point" varchar(200) NOT NULL,
	"area" varchar(500) DEFAULT '' NOT NULL,
	"notes" varchar(2000) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shift_tasks_kind_known" CHECK ("shift_tasks"."kind" in ('plakater_op', 'plakater_ned', 'doerbank', 'stand', 'uddeling', 'andet')),
	CONSTRAINT "shift_tasks_title_length" CHECK (char_length(btrim("shift_tasks"."title")) between 2 and 120)
);
--> statement-breakpoint
CREATE TABLE "shifts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"task_id" bigint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"places" integer NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shifts_places_range" CHECK ("shifts"."places" between 1 and 200),
	CONSTRAINT "shifts_ends_after_start" CHECK ("shifts"."ends_at" > "shifts"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_kind_known";--> statement-breakpoint
ALTER TABLE "shift_signups" ADD CONSTRAINT "shift_signups_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "shifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_signups" ADD CONSTRAINT "shift_signups_volunteer_id_volunteers_id_fk" FOREIGN KEY ("volunteer_id") REFERENCES "volunteers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_task_id_shift_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "shift_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shift_signups_once_idx" ON "shift_signups" USING btree ("shift_id","volunteer_id");--> statement-breakpoint
CREATE INDEX "shift_signups_volunteer_idx" ON "shift_signups" USING btree ("volunteer_id");--> statement-breakpoint
CREATE INDEX "shifts_task_idx" ON "shifts" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "shifts_starts_idx" ON "shifts" USING btree ("starts_at");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_kind_known" CHECK ("mail_outbox"."kind" in ('contact', 'welcome', 'volunteer_confirm', 'volunteer', 'event', 'signin', 'newsletter', 'newsletter_test', 'newsletter_confirm', 'event_confirm', 'shift'));