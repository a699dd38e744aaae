CREATE TABLE "rate_table_rows" (
	"id" uuid PRIMARY KEY NOT NULL,
	"group_id" uuid,
	"kind" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"values" jsonb NOT NULL,
	"source" text NOT NULL,
	"unverified" boolean DEFAULT false NOT NULL,
	"seed_key" text,
	"edited_by" uuid,
	"edited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rate_table_rows_seedKey_unique" UNIQUE("seed_key"),
	CONSTRAINT "rate_table_rows_dates" CHECK ("rate_table_rows"."valid_to" is null or "rate_table_rows"."valid_to" >= "rate_table_rows"."valid_from")
);
--> statement-breakpoint
ALTER TABLE "rate_table_rows" ADD CONSTRAINT "rate_table_rows_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_table_rows" ADD CONSTRAINT "rate_table_rows_edited_by_users_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rate_table_rows_kind_idx" ON "rate_table_rows" USING btree ("kind","valid_from" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "rate_table_rows_group_idx" ON "rate_table_rows" USING btree ("group_id","kind");