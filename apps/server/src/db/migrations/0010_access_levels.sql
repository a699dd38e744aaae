ALTER TABLE "staff_assignments" ADD COLUMN "child_access" "access_level" DEFAULT 'All' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_assignments" ADD COLUMN "team_access" "access_level" DEFAULT 'All' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_assignments" ADD COLUMN "section_access" "access_level" DEFAULT 'All' NOT NULL;