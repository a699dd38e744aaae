CREATE TYPE "public"."directory_ref_kind" AS ENUM('child', 'guardian', 'staff');--> statement-breakpoint
CREATE TABLE "directory_refs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"group_id" uuid NOT NULL,
	"kind" "directory_ref_kind" NOT NULL,
	"ref" text NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "directory_refs" ADD CONSTRAINT "directory_refs_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_refs" ADD CONSTRAINT "directory_refs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "directory_refs_key" ON "directory_refs" USING btree ("group_id","kind","ref");--> statement-breakpoint
CREATE UNIQUE INDEX "directory_refs_user_key" ON "directory_refs" USING btree ("user_id","group_id","kind");