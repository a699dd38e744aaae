CREATE TABLE "birthday_mail_sends" (
	"child_id" uuid NOT NULL,
	"school_id" uuid NOT NULL,
	"birthday" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "birthday_mail_sends_child_id_school_id_birthday_pk" PRIMARY KEY("child_id","school_id","birthday")
);
--> statement-breakpoint
CREATE TABLE "moderation_mail_states" (
	"user_id" uuid NOT NULL,
	"school_id" uuid NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL,
	"told_news_ids" uuid[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moderation_mail_states_user_id_school_id_pk" PRIMARY KEY("user_id","school_id")
);
--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "families_told_of_birthdays" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "birthday_mail_sends" ADD CONSTRAINT "birthday_mail_sends_child_id_users_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "birthday_mail_sends" ADD CONSTRAINT "birthday_mail_sends_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_mail_states" ADD CONSTRAINT "moderation_mail_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_mail_states" ADD CONSTRAINT "moderation_mail_states_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "moderation_mail_states_school_idx" ON "moderation_mail_states" USING btree ("school_id");