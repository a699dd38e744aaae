CREATE INDEX "schools_name_idx" ON "schools" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_school_idx" ON "audit_log" USING btree (("targets"->>'schoolId'),"created_at" DESC NULLS LAST);