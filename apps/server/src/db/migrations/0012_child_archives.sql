CREATE TABLE "child_archives" (
	"id" uuid PRIMARY KEY NOT NULL,
	"child_id" uuid NOT NULL,
	"archived_at" timestamp with time zone NOT NULL,
	"archived_by" uuid,
	"section_ids" uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "child_archives" ADD CONSTRAINT "child_archives_child_id_users_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_archives" ADD CONSTRAINT "child_archives_archived_by_users_id_fk" FOREIGN KEY ("archived_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "child_archives_child_key" ON "child_archives" USING btree ("child_id");--> statement-breakpoint
CREATE INDEX "child_archives_sections_idx" ON "child_archives" USING gin ("section_ids");--> statement-breakpoint
CREATE INDEX "users_child_name_idx" ON "users" USING btree ("lastname","firstname","id") WHERE "users"."profile_type" = 'CHILD';