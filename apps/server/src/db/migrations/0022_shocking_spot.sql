ALTER TABLE "contest_entries" ADD COLUMN "vote_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "contest_entries_contest_votes_idx" ON "contest_entries" USING btree ("contest_id","vote_count" DESC NULLS LAST,"created_at","id");--> statement-breakpoint
UPDATE "contest_entries" e SET "vote_count" = (SELECT count(*)::int FROM "contest_votes" v WHERE v."entry_id" = e."id");