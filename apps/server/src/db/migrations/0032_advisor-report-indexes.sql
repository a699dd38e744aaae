-- Decision 0062: the report counts repliers from first_of_set (one answer per reply set, the lowest id
-- of each existing set) and reads one covering index. The default only serves the backfill.
DROP INDEX "advisor_replies_report_idx";--> statement-breakpoint
ALTER TABLE "advisor_replies" ADD COLUMN "first_of_set" boolean NOT NULL DEFAULT false;--> statement-breakpoint
UPDATE "advisor_replies" r SET "first_of_set" = true FROM (SELECT DISTINCT ON ("reply_set_id") "id" FROM "advisor_replies" ORDER BY "reply_set_id", "id") f WHERE r."id" = f."id";--> statement-breakpoint
ALTER TABLE "advisor_replies" ALTER COLUMN "first_of_set" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "advisor_replies" ADD COLUMN "has_comment" boolean GENERATED ALWAYS AS (comment is not null) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "advisor_replies_report_idx" ON "advisor_replies" USING btree ("campaign_id","school_id","created_at","question_id","rating","section_id","first_of_set","has_comment");
