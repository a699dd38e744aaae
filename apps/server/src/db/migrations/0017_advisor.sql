CREATE TABLE "advisor_campaign_schools" (
	"campaign_id" uuid NOT NULL,
	"school_id" uuid NOT NULL,
	CONSTRAINT "advisor_campaign_schools_campaign_id_school_id_pk" PRIMARY KEY("campaign_id","school_id")
);
--> statement-breakpoint
CREATE TABLE "advisor_campaign_sectors" (
	"campaign_id" uuid NOT NULL,
	"sector_id" uuid NOT NULL,
	CONSTRAINT "advisor_campaign_sectors_campaign_id_sector_id_pk" PRIMARY KEY("campaign_id","sector_id")
);
--> statement-breakpoint
CREATE TABLE "advisor_campaigns" (
	"id" uuid PRIMARY KEY NOT NULL,
	"group_id" uuid NOT NULL,
	"name" text NOT NULL,
	"audiences" text[] NOT NULL,
	"opens_on" date NOT NULL,
	"closes_on" date,
	"status" text DEFAULT 'draft' NOT NULL,
	"anonymous" boolean DEFAULT true NOT NULL,
	"eligible_count" integer,
	"opened_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advisor_campaigns_status" CHECK ("advisor_campaigns"."status" in ('draft', 'active', 'paused', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "advisor_library_questions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"group_id" uuid NOT NULL,
	"content" text NOT NULL,
	"kind" text NOT NULL,
	"nps" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advisor_library_questions_kind" CHECK ("advisor_library_questions"."kind" in ('stars', 'scale', 'text'))
);
--> statement-breakpoint
CREATE TABLE "advisor_participations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"campaign_id" uuid NOT NULL,
	"school_id" uuid NOT NULL,
	"user_id" uuid,
	"child_id" uuid,
	"session_id" text,
	"channel" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advisor_participations_key" UNIQUE NULLS NOT DISTINCT("campaign_id","user_id","child_id","session_id")
);
--> statement-breakpoint
CREATE TABLE "advisor_questions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"campaign_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"content" text NOT NULL,
	"kind" text NOT NULL,
	"nps" boolean DEFAULT false NOT NULL,
	"library_question_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advisor_questions_kind" CHECK ("advisor_questions"."kind" in ('stars', 'scale', 'text'))
);
--> statement-breakpoint
CREATE TABLE "advisor_replies" (
	"id" uuid PRIMARY KEY NOT NULL,
	"campaign_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"reply_set_id" uuid NOT NULL,
	"school_id" uuid NOT NULL,
	"section_id" uuid,
	"child_id" uuid,
	"user_id" uuid,
	"rating" smallint,
	"comment" text,
	"channel" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advisor_replies_rating" CHECK ("advisor_replies"."rating" is null or "advisor_replies"."rating" between -1 and 10)
);
--> statement-breakpoint
CREATE TABLE "advisor_sector_schools" (
	"sector_id" uuid NOT NULL,
	"school_id" uuid NOT NULL,
	CONSTRAINT "advisor_sector_schools_sector_id_school_id_pk" PRIMARY KEY("sector_id","school_id")
);
--> statement-breakpoint
CREATE TABLE "advisor_sectors" (
	"id" uuid PRIMARY KEY NOT NULL,
	"group_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "advisor_campaign_schools" ADD CONSTRAINT "advisor_campaign_schools_campaign_id_advisor_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."advisor_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_campaign_schools" ADD CONSTRAINT "advisor_campaign_schools_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_campaign_sectors" ADD CONSTRAINT "advisor_campaign_sectors_campaign_id_advisor_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."advisor_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_campaign_sectors" ADD CONSTRAINT "advisor_campaign_sectors_sector_id_advisor_sectors_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."advisor_sectors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_campaigns" ADD CONSTRAINT "advisor_campaigns_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_campaigns" ADD CONSTRAINT "advisor_campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_library_questions" ADD CONSTRAINT "advisor_library_questions_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_participations" ADD CONSTRAINT "advisor_participations_campaign_id_advisor_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."advisor_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_participations" ADD CONSTRAINT "advisor_participations_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_participations" ADD CONSTRAINT "advisor_participations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_participations" ADD CONSTRAINT "advisor_participations_child_id_users_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_questions" ADD CONSTRAINT "advisor_questions_campaign_id_advisor_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."advisor_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_questions" ADD CONSTRAINT "advisor_questions_library_question_id_advisor_library_questions_id_fk" FOREIGN KEY ("library_question_id") REFERENCES "public"."advisor_library_questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_replies" ADD CONSTRAINT "advisor_replies_campaign_id_advisor_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."advisor_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_replies" ADD CONSTRAINT "advisor_replies_question_id_advisor_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."advisor_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_replies" ADD CONSTRAINT "advisor_replies_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_replies" ADD CONSTRAINT "advisor_replies_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_replies" ADD CONSTRAINT "advisor_replies_child_id_users_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_replies" ADD CONSTRAINT "advisor_replies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_sector_schools" ADD CONSTRAINT "advisor_sector_schools_sector_id_advisor_sectors_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."advisor_sectors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_sector_schools" ADD CONSTRAINT "advisor_sector_schools_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_sectors" ADD CONSTRAINT "advisor_sectors_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advisor_campaign_schools_school_idx" ON "advisor_campaign_schools" USING btree ("school_id","campaign_id");--> statement-breakpoint
CREATE INDEX "advisor_campaign_sectors_sector_idx" ON "advisor_campaign_sectors" USING btree ("sector_id");--> statement-breakpoint
CREATE INDEX "advisor_campaigns_group_idx" ON "advisor_campaigns" USING btree ("group_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "advisor_campaigns_created_by_idx" ON "advisor_campaigns" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "advisor_library_questions_group_idx" ON "advisor_library_questions" USING btree ("group_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "advisor_participations_school_idx" ON "advisor_participations" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "advisor_participations_user_idx" ON "advisor_participations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "advisor_participations_child_idx" ON "advisor_participations" USING btree ("child_id");--> statement-breakpoint
CREATE UNIQUE INDEX "advisor_questions_position_key" ON "advisor_questions" USING btree ("campaign_id","position");--> statement-breakpoint
CREATE INDEX "advisor_questions_library_idx" ON "advisor_questions" USING btree ("library_question_id");--> statement-breakpoint
CREATE INDEX "advisor_replies_report_idx" ON "advisor_replies" USING btree ("campaign_id","question_id","school_id","created_at");--> statement-breakpoint
CREATE INDEX "advisor_replies_section_idx" ON "advisor_replies" USING btree ("section_id");--> statement-breakpoint
CREATE INDEX "advisor_replies_child_idx" ON "advisor_replies" USING btree ("child_id");--> statement-breakpoint
CREATE INDEX "advisor_replies_user_idx" ON "advisor_replies" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "advisor_replies_question_idx" ON "advisor_replies" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "advisor_replies_comments_idx" ON "advisor_replies" USING btree ("campaign_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "advisor_replies"."comment" is not null;--> statement-breakpoint
CREATE INDEX "advisor_sector_schools_school_idx" ON "advisor_sector_schools" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "advisor_sectors_group_idx" ON "advisor_sectors" USING btree ("group_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);