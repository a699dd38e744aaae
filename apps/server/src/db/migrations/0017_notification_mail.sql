CREATE TABLE "moderation_mail_states" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"covered_until" timestamp with time zone NOT NULL,
	"last_mail_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moderation_mail_states_user_key" UNIQUE("user_id")
);
--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "moderation_mail_states" ADD CONSTRAINT "moderation_mail_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;