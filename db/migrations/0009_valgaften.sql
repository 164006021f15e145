CREATE TABLE "valg_files" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" varchar(400) NOT NULL,
	"stem" varchar(400) NOT NULL,
	"kind" varchar(32) NOT NULL,
	"size" integer NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"file_time" timestamp with time zone,
	"area_key" varchar(64),
	"released_at" timestamp with time zone,
	"count_rank" smallint,
	"accepted" boolean NOT NULL,
	"refusal" varchar(16),
	"reason" varchar(500),
	"content" jsonb,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "valg_files_reason" CHECK ("valg_files"."accepted" = ("valg_files"."reason" is null)),
	CONSTRAINT "valg_files_content" CHECK ("valg_files"."accepted" = ("valg_files"."content" is not null))
);
--> statement-breakpoint
CREATE TABLE "valg_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"banner_on" boolean DEFAULT false NOT NULL,
	"banner_changed_by" varchar(255),
	"last_fetch_at" timestamp with time zone,
	"last_fetch" jsonb,
	CONSTRAINT "valg_state_one_row" CHECK ("valg_state"."id" = 1)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "valg_files_name_sha_idx" ON "valg_files" USING btree ("name","sha256");--> statement-breakpoint
CREATE INDEX "valg_files_accepted_idx" ON "valg_files" USING btree ("accepted","id");--> statement-breakpoint
CREATE INDEX "valg_files_stem_idx" ON "valg_files" USING btree ("stem");--> statement-breakpoint
CREATE INDEX "valg_files_area_idx" ON "valg_files" USING btree ("area_key","released_at");