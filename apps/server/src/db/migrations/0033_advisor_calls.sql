CREATE TABLE "advisor_calls" (
	"id" uuid PRIMARY KEY NOT NULL,
	"campaign_id" uuid NOT NULL,
	"school_id" uuid NOT NULL,
	"guardian_id" uuid NOT NULL,
	"child_id" uuid NOT NULL,
	"interviewer_id" uuid,
	"outcome" text NOT NULL,
	"called_at" timestamp with time zone NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advisor_calls_outcome" CHECK ("advisor_calls"."outcome" in ('answered', 'no_answer', 'call_back', 'refused', 'wrong_number'))
);
--> statement-breakpoint
ALTER TABLE "advisor_calls" ADD CONSTRAINT "advisor_calls_campaign_id_advisor_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."advisor_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_calls" ADD CONSTRAINT "advisor_calls_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_calls" ADD CONSTRAINT "advisor_calls_guardian_id_users_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_calls" ADD CONSTRAINT "advisor_calls_child_id_users_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_calls" ADD CONSTRAINT "advisor_calls_interviewer_id_users_id_fk" FOREIGN KEY ("interviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advisor_calls_list_idx" ON "advisor_calls" USING btree ("campaign_id","school_id","guardian_id","child_id","called_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "advisor_calls_guardian_idx" ON "advisor_calls" USING btree ("guardian_id");--> statement-breakpoint
CREATE INDEX "advisor_calls_child_idx" ON "advisor_calls" USING btree ("child_id");--> statement-breakpoint
CREATE INDEX "advisor_calls_interviewer_idx" ON "advisor_calls" USING btree ("interviewer_id");--> statement-breakpoint
CREATE INDEX "advisor_calls_school_idx" ON "advisor_calls" USING btree ("school_id");