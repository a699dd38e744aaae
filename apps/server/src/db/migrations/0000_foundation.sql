CREATE TYPE "public"."access_level" AS ENUM('All', 'ReadOnly', 'Disabled');--> statement-breakpoint
CREATE TYPE "public"."brand_variant" AS ENUM('standard', 'childrenLogin');--> statement-breakpoint
CREATE TYPE "public"."gender" AS ENUM('Female', 'Male', 'Other', 'PreferNotToSay');--> statement-breakpoint
CREATE TYPE "public"."media_kind" AS ENUM('post', 'postal-card', 'folder', 'gallery', 'user', 'section', 'group', 'school', 'chat-message', 'data-protection-export', 'manager-absence', 'supervisor-absence', 'inscription-template', 'input-document', 'output-document', 'contract', 'contract-template', 'invoice', 'school-public-image', 'notebook-item', 'photobook', 'company-invoice', 'company-bed-order');--> statement-breakpoint
CREATE TYPE "public"."media_type" AS ENUM('VIDEO', 'IMAGE', 'DOCUMENT', 'AUDIO');--> statement-breakpoint
CREATE TYPE "public"."opening_type" AS ENUM('Opening', 'Closing');--> statement-breakpoint
CREATE TYPE "public"."profile_type" AS ENUM('TEACHER', 'GUARDIAN', 'DIRECTOR', 'SPONSOR', 'COORDINATOR', 'SUPER_ADMIN', 'GROUP_ADMIN', 'CHILD', 'ETUDE');--> statement-breakpoint
CREATE TYPE "public"."guardian_relationship" AS ENUM('Mother', 'Father', 'StepFather', 'StepMother', 'GrandFather', 'GrandMother', 'Ayi', 'Legal', 'ThirdParty', 'Husband', 'Wife', 'UpperMother', 'UpperFather');--> statement-breakpoint
CREATE TYPE "public"."scope_level" AS ENUM('GROUP', 'SCHOOL', 'SECTION');--> statement-breakpoint
CREATE TYPE "public"."user_status" AS ENUM('Active', 'AskedDeletion', 'Inactive', 'Hidden');--> statement-breakpoint
CREATE TABLE "brands" (
	"id" uuid PRIMARY KEY NOT NULL,
	"group_id" uuid,
	"domain" text,
	"variant" "brand_variant" DEFAULT 'standard' NOT NULL,
	"name" text NOT NULL,
	"app_name" text NOT NULL,
	"primary_color" text NOT NULL,
	"secondary_color" text NOT NULL,
	"support_email" text NOT NULL,
	"default_language" text DEFAULT 'en' NOT NULL,
	"sponsor_label" text,
	"assets" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"labels" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"store_links" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"external_rating_redirect_url" text,
	"external_identity" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schools" (
	"id" uuid PRIMARY KEY NOT NULL,
	"group_id" uuid NOT NULL,
	"name" text NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"timezone" text NOT NULL,
	"public_page_visible" boolean DEFAULT false NOT NULL,
	"avatar_media_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sections" (
	"id" uuid PRIMARY KEY NOT NULL,
	"school_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "child_sections" (
	"id" uuid PRIMARY KEY NOT NULL,
	"child_id" uuid NOT NULL,
	"section_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guardianships" (
	"id" uuid PRIMARY KEY NOT NULL,
	"guardian_id" uuid NOT NULL,
	"child_id" uuid NOT NULL,
	"relationship" "guardian_relationship" NOT NULL,
	"referent" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_assignments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"level" "scope_level" NOT NULL,
	"group_id" uuid,
	"school_id" uuid,
	"section_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_assignments_one_target" CHECK (("staff_assignments"."level" = 'GROUP' and "staff_assignments"."group_id" is not null and "staff_assignments"."school_id" is null and "staff_assignments"."section_id" is null)
       or ("staff_assignments"."level" = 'SCHOOL' and "staff_assignments"."school_id" is not null and "staff_assignments"."group_id" is null and "staff_assignments"."section_id" is null)
       or ("staff_assignments"."level" = 'SECTION' and "staff_assignments"."section_id" is not null and "staff_assignments"."group_id" is null and "staff_assignments"."school_id" is null))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY NOT NULL,
	"profile_type" "profile_type" NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"gender" "gender",
	"email" text,
	"phone" text,
	"job_title" text,
	"language" text DEFAULT 'en' NOT NULL,
	"status" "user_status" DEFAULT 'Active' NOT NULL,
	"password_hash" text,
	"totp_secret" text,
	"external_identity_id" text,
	"is_moderator" boolean DEFAULT false NOT NULL,
	"moderated" boolean DEFAULT false NOT NULL,
	"observer" boolean DEFAULT false NOT NULL,
	"advisor_guest" boolean DEFAULT false NOT NULL,
	"avatar_media_id" uuid,
	"birth_date" date,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"terms_accepted_at" timestamp with time zone,
	"email_validated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feature_flags" (
	"id" uuid PRIMARY KEY NOT NULL,
	"school_id" uuid,
	"key" text NOT NULL,
	"enabled" boolean,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feature_flags_key" UNIQUE NULLS NOT DISTINCT("school_id","key")
);
--> statement-breakpoint
CREATE TABLE "in_app_message_dismissals" (
	"user_id" uuid NOT NULL,
	"message_id" uuid NOT NULL,
	"dismissed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "in_app_message_dismissals_user_id_message_id_pk" PRIMARY KEY("user_id","message_id")
);
--> statement-breakpoint
CREATE TABLE "in_app_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"content_html" jsonb NOT NULL,
	"button" jsonb NOT NULL,
	"profile_types" text[],
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "openings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"school_id" uuid NOT NULL,
	"type" "opening_type" NOT NULL,
	"weekday" smallint,
	"starts_at" time,
	"ends_at" time,
	"date_from" date,
	"date_to" date,
	"label" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "terms" (
	"id" uuid PRIMARY KEY NOT NULL,
	"brand_id" uuid,
	"language" text NOT NULL,
	"version" integer NOT NULL,
	"url" text NOT NULL,
	"annex" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "terms_key" UNIQUE NULLS NOT DISTINCT("brand_id","language","version")
);
--> statement-breakpoint
CREATE TABLE "terms_acceptances" (
	"id" uuid PRIMARY KEY NOT NULL,
	"terms_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"child_id" uuid,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "terms_acceptances_key" UNIQUE NULLS NOT DISTINCT("user_id","child_id","terms_id")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY NOT NULL,
	"actor_id" uuid,
	"impersonator_id" uuid,
	"action" text NOT NULL,
	"targets" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid,
	"school_id" uuid,
	"kind" "media_kind" NOT NULL,
	"type" "media_type" NOT NULL,
	"storage_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"file_name" text NOT NULL,
	"size" bigint NOT NULL,
	"variants" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"current_school_id" uuid,
	"current_child_id" uuid,
	"impersonator_id" uuid,
	"ip" text,
	"user_agent" text,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schools" ADD CONSTRAINT "schools_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_sections" ADD CONSTRAINT "child_sections_child_id_users_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_sections" ADD CONSTRAINT "child_sections_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardianships" ADD CONSTRAINT "guardianships_guardian_id_users_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardianships" ADD CONSTRAINT "guardianships_child_id_users_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_assignments" ADD CONSTRAINT "staff_assignments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_assignments" ADD CONSTRAINT "staff_assignments_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_assignments" ADD CONSTRAINT "staff_assignments_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_assignments" ADD CONSTRAINT "staff_assignments_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_flags" ADD CONSTRAINT "feature_flags_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "in_app_message_dismissals" ADD CONSTRAINT "in_app_message_dismissals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "in_app_message_dismissals" ADD CONSTRAINT "in_app_message_dismissals_message_id_in_app_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."in_app_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "openings" ADD CONSTRAINT "openings_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms" ADD CONSTRAINT "terms_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms_acceptances" ADD CONSTRAINT "terms_acceptances_terms_id_terms_id_fk" FOREIGN KEY ("terms_id") REFERENCES "public"."terms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms_acceptances" ADD CONSTRAINT "terms_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms_acceptances" ADD CONSTRAINT "terms_acceptances_child_id_users_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_impersonator_id_users_id_fk" FOREIGN KEY ("impersonator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "brands_domain_key" ON "brands" USING btree ("domain");--> statement-breakpoint
CREATE UNIQUE INDEX "brands_group_key" ON "brands" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "schools_group_idx" ON "schools" USING btree ("group_id","name");--> statement-breakpoint
CREATE INDEX "sections_school_idx" ON "sections" USING btree ("school_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "child_sections_key" ON "child_sections" USING btree ("child_id","section_id");--> statement-breakpoint
CREATE INDEX "child_sections_section_idx" ON "child_sections" USING btree ("section_id");--> statement-breakpoint
CREATE UNIQUE INDEX "guardianships_key" ON "guardianships" USING btree ("guardian_id","child_id");--> statement-breakpoint
CREATE INDEX "guardianships_child_idx" ON "guardianships" USING btree ("child_id");--> statement-breakpoint
CREATE INDEX "staff_assignments_user_idx" ON "staff_assignments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "staff_assignments_group_idx" ON "staff_assignments" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "staff_assignments_school_idx" ON "staff_assignments" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "staff_assignments_section_idx" ON "staff_assignments" USING btree ("section_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_external_identity_key" ON "users" USING btree ("external_identity_id");--> statement-breakpoint
CREATE INDEX "users_profile_idx" ON "users" USING btree ("profile_type");--> statement-breakpoint
CREATE INDEX "in_app_messages_window_idx" ON "in_app_messages" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "openings_school_idx" ON "openings" USING btree ("school_id","type","weekday");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "media_storage_key" ON "media" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "media_owner_idx" ON "media" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_key" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");