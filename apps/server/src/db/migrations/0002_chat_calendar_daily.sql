CREATE TYPE "public"."calendar_alert_unit" AS ENUM('minutes', 'hours', 'days');--> statement-breakpoint
CREATE TYPE "public"."calendar_colour" AS ENUM('blue', 'green', 'red', 'orange', 'purple', 'teal', 'pink', 'brown', 'grey', 'indigo', 'olive');--> statement-breakpoint
CREATE TYPE "public"."calendar_recurrence" AS ENUM('none', 'daily', 'weekly', 'monthly', 'yearly');--> statement-breakpoint
CREATE TYPE "public"."daily_entry_kind" AS ENUM('meal', 'bottle', 'soup', 'changes', 'heals', 'nap', 'note', 'audio-message', 'mood', 'activities', 'incident', 'drug', 'temperature', 'to-bring', 'forgotten', 'departure');--> statement-breakpoint
ALTER TYPE "public"."media_kind" ADD VALUE 'daily-entry';--> statement-breakpoint
CREATE TABLE "chat_blocks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"blocked_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_channels" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"title" text,
	"color" text,
	"one_to_one_key" text,
	"one_to_one_creator_id" uuid,
	"one_to_one_recipient_id" uuid,
	"answers_only_visible_by_owner" boolean DEFAULT false NOT NULL,
	"child_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"last_activity_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_mail_states" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"covered_until" timestamp with time zone NOT NULL,
	"last_mail_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_mail_states_user_key" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "chat_members" (
	"id" uuid PRIMARY KEY NOT NULL,
	"channel_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"seen_up_to_created_at" timestamp with time zone,
	"seen_up_to_message_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"channel_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"client_id" uuid,
	"text" text,
	"media_id" uuid,
	"edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_reactions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"message_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"reaction_type" "reaction_type" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_seen_marks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"channel_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"up_to_created_at" timestamp with time zone NOT NULL,
	"up_to_message_id" uuid NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"school_id" uuid NOT NULL,
	"owner_id" uuid,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"all_day" boolean DEFAULT false NOT NULL,
	"colour" "calendar_colour" DEFAULT 'blue' NOT NULL,
	"alert" boolean DEFAULT false NOT NULL,
	"alert_number" integer DEFAULT 0 NOT NULL,
	"alert_unit" "calendar_alert_unit" DEFAULT 'minutes' NOT NULL,
	"recurrence" "calendar_recurrence" DEFAULT 'none' NOT NULL,
	"recurrence_until" date,
	"exception_dates" text[] DEFAULT '{}'::text[] NOT NULL,
	"timezone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_subscriptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_check_ins" (
	"id" uuid PRIMARY KEY NOT NULL,
	"school_id" uuid NOT NULL,
	"child_id" uuid NOT NULL,
	"date" date NOT NULL,
	"arrival" text,
	"departure" text,
	"pickup" jsonb,
	"updated_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_check_ins_arrival_format" CHECK (arrival ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "daily_check_ins_departure_format" CHECK (departure ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "daily_check_ins_order" CHECK (arrival is null or departure is null or arrival <= departure)
);
--> statement-breakpoint
CREATE TABLE "daily_morning_words" (
	"id" uuid PRIMARY KEY NOT NULL,
	"school_id" uuid NOT NULL,
	"child_id" uuid NOT NULL,
	"date" date NOT NULL,
	"all_fine" boolean DEFAULT false NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_staff_check_ins" (
	"id" uuid PRIMARY KEY NOT NULL,
	"school_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"date" date NOT NULL,
	"arrived_at" timestamp with time zone NOT NULL,
	"departed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_staff_check_ins_order" CHECK (departed_at is null or departed_at >= arrived_at)
);
--> statement-breakpoint
CREATE TABLE "daily_staff_codes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"school_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"day_id" uuid NOT NULL,
	"child_id" uuid NOT NULL,
	"school_id" uuid NOT NULL,
	"section_id" uuid,
	"date" date NOT NULL,
	"time" text NOT NULL,
	"kind" "daily_entry_kind" NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"data" jsonb NOT NULL,
	"media_id" uuid,
	"batch_id" uuid NOT NULL,
	"author_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_log_days" (
	"id" uuid PRIMARY KEY NOT NULL,
	"child_id" uuid NOT NULL,
	"school_id" uuid NOT NULL,
	"date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_blocks" ADD CONSTRAINT "chat_blocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_blocks" ADD CONSTRAINT "chat_blocks_blocked_user_id_users_id_fk" FOREIGN KEY ("blocked_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_channels" ADD CONSTRAINT "chat_channels_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_channels" ADD CONSTRAINT "chat_channels_one_to_one_creator_id_users_id_fk" FOREIGN KEY ("one_to_one_creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_channels" ADD CONSTRAINT "chat_channels_one_to_one_recipient_id_users_id_fk" FOREIGN KEY ("one_to_one_recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_mail_states" ADD CONSTRAINT "chat_mail_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_members" ADD CONSTRAINT "chat_members_channel_id_chat_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."chat_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_members" ADD CONSTRAINT "chat_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_channel_id_chat_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."chat_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reactions" ADD CONSTRAINT "chat_reactions_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reactions" ADD CONSTRAINT "chat_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_seen_marks" ADD CONSTRAINT "chat_seen_marks_channel_id_chat_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."chat_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_seen_marks" ADD CONSTRAINT "chat_seen_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_subscriptions" ADD CONSTRAINT "calendar_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_check_ins" ADD CONSTRAINT "daily_check_ins_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_check_ins" ADD CONSTRAINT "daily_check_ins_child_id_users_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_check_ins" ADD CONSTRAINT "daily_check_ins_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_morning_words" ADD CONSTRAINT "daily_morning_words_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_morning_words" ADD CONSTRAINT "daily_morning_words_child_id_users_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_morning_words" ADD CONSTRAINT "daily_morning_words_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_staff_check_ins" ADD CONSTRAINT "daily_staff_check_ins_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_staff_check_ins" ADD CONSTRAINT "daily_staff_check_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_staff_codes" ADD CONSTRAINT "daily_staff_codes_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_staff_codes" ADD CONSTRAINT "daily_staff_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_entries" ADD CONSTRAINT "daily_entries_day_id_daily_log_days_id_fk" FOREIGN KEY ("day_id") REFERENCES "public"."daily_log_days"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_entries" ADD CONSTRAINT "daily_entries_child_id_users_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_entries" ADD CONSTRAINT "daily_entries_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_entries" ADD CONSTRAINT "daily_entries_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_entries" ADD CONSTRAINT "daily_entries_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_entries" ADD CONSTRAINT "daily_entries_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_log_days" ADD CONSTRAINT "daily_log_days_child_id_users_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_log_days" ADD CONSTRAINT "daily_log_days_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_blocks_user_blocked_key" ON "chat_blocks" USING btree ("user_id","blocked_user_id");--> statement-breakpoint
CREATE INDEX "chat_blocks_blocked_idx" ON "chat_blocks" USING btree ("blocked_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_channels_one_to_one_key" ON "chat_channels" USING btree ("one_to_one_key");--> statement-breakpoint
CREATE INDEX "chat_channels_owner_idx" ON "chat_channels" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_members_channel_user_key" ON "chat_members" USING btree ("channel_id","user_id");--> statement-breakpoint
CREATE INDEX "chat_members_user_idx" ON "chat_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "chat_messages_channel_idx" ON "chat_messages" USING btree ("channel_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_client_key" ON "chat_messages" USING btree ("owner_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_reactions_message_user_key" ON "chat_reactions" USING btree ("message_id","user_id");--> statement-breakpoint
CREATE INDEX "chat_seen_marks_channel_idx" ON "chat_seen_marks" USING btree ("channel_id","up_to_created_at","up_to_message_id");--> statement-breakpoint
CREATE INDEX "calendar_events_school_start_idx" ON "calendar_events" USING btree ("school_id","starts_at","id");--> statement-breakpoint
CREATE INDEX "calendar_events_start_idx" ON "calendar_events" USING btree ("starts_at","id");--> statement-breakpoint
CREATE INDEX "calendar_events_owner_idx" ON "calendar_events" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_subscriptions_user_key" ON "calendar_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_subscriptions_token_key" ON "calendar_subscriptions" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "daily_check_ins_child_date_key" ON "daily_check_ins" USING btree ("child_id","date");--> statement-breakpoint
CREATE INDEX "daily_check_ins_school_date_idx" ON "daily_check_ins" USING btree ("school_id","date","child_id");--> statement-breakpoint
CREATE UNIQUE INDEX "daily_morning_words_child_date_key" ON "daily_morning_words" USING btree ("child_id","date");--> statement-breakpoint
CREATE INDEX "daily_morning_words_school_date_idx" ON "daily_morning_words" USING btree ("school_id","date","child_id");--> statement-breakpoint
CREATE INDEX "daily_staff_check_ins_school_date_idx" ON "daily_staff_check_ins" USING btree ("school_id","date","arrived_at","id");--> statement-breakpoint
CREATE INDEX "daily_staff_check_ins_user_idx" ON "daily_staff_check_ins" USING btree ("user_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "daily_staff_check_ins_open_key" ON "daily_staff_check_ins" USING btree ("school_id","user_id") WHERE departed_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "daily_staff_codes_user_key" ON "daily_staff_codes" USING btree ("school_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "daily_staff_codes_code_key" ON "daily_staff_codes" USING btree ("school_id","code_hash");--> statement-breakpoint
CREATE INDEX "daily_entries_child_date_idx" ON "daily_entries" USING btree ("child_id","date","time","id");--> statement-breakpoint
CREATE INDEX "daily_entries_school_date_idx" ON "daily_entries" USING btree ("school_id","date","child_id");--> statement-breakpoint
CREATE INDEX "daily_entries_day_idx" ON "daily_entries" USING btree ("day_id");--> statement-breakpoint
CREATE INDEX "daily_entries_batch_idx" ON "daily_entries" USING btree ("batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "daily_log_days_child_date_idx" ON "daily_log_days" USING btree ("child_id","date");--> statement-breakpoint
CREATE INDEX "daily_log_days_school_idx" ON "daily_log_days" USING btree ("school_id","date");