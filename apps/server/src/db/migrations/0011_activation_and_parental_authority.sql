ALTER TYPE "public"."one_time_token_purpose" ADD VALUE 'account-activation';--> statement-breakpoint
DROP INDEX "staff_assignments_user_idx";--> statement-breakpoint
ALTER TABLE "guardianships" ADD COLUMN "parental_authority" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Installs that assigned someone twice keep one row per target before the constraint.
DELETE FROM "staff_assignments" a USING "staff_assignments" b WHERE a."user_id" = b."user_id" AND a."group_id" IS NOT DISTINCT FROM b."group_id" AND a."school_id" IS NOT DISTINCT FROM b."school_id" AND a."section_id" IS NOT DISTINCT FROM b."section_id" AND a."id" > b."id";--> statement-breakpoint
ALTER TABLE "staff_assignments" ADD CONSTRAINT "staff_assignments_key" UNIQUE NULLS NOT DISTINCT("user_id","group_id","school_id","section_id");