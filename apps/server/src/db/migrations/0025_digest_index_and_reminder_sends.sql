CREATE TABLE "calendar_reminder_sends" (
	"id" uuid PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"occurrence_starts_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "daily_entries_day_idx";--> statement-breakpoint
ALTER TABLE "calendar_reminder_sends" ADD CONSTRAINT "calendar_reminder_sends_event_id_calendar_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."calendar_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_reminder_sends_occurrence_key" ON "calendar_reminder_sends" USING btree ("event_id","occurrence_starts_at");--> statement-breakpoint
CREATE INDEX "calendar_events_alert_idx" ON "calendar_events" USING btree ("starts_at") WHERE "calendar_events"."alert";--> statement-breakpoint
CREATE INDEX "daily_entries_day_kind_idx" ON "daily_entries" USING btree ("day_id","kind");