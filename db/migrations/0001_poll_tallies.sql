CREATE TABLE "poll_tallies" (
	"poll_id" varchar(64) NOT NULL,
	"option_id" varchar(64) NOT NULL,
	"votes" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "poll_tallies_poll_id_option_id_pk" PRIMARY KEY("poll_id","option_id"),
	CONSTRAINT "poll_tallies_votes_non_negative" CHECK ("poll_tallies"."votes" >= 0)
);
--> statement-breakpoint
-- Votes cast before the tally existed are counted once here.
INSERT INTO "poll_tallies" ("poll_id", "option_id", "votes") SELECT "poll_id", "option_id", count(*) FROM "poll_votes" GROUP BY "poll_id", "option_id";
