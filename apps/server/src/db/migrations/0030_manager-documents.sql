CREATE TABLE "manager_document_templates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"school_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"mode" text,
	"body" text DEFAULT '' NOT NULL,
	"instructions" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manager_documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"child_id" uuid NOT NULL,
	"school_id" uuid NOT NULL,
	"template_id" uuid,
	"name" text NOT NULL,
	"direction" text NOT NULL,
	"status" text NOT NULL,
	"pdf" "bytea",
	"pdf_sha256" text,
	"media_id" uuid,
	"refusal_reason" text,
	"created_by_id" uuid,
	"sent_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "manager_document_templates" ADD CONSTRAINT "manager_document_templates_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_document_templates" ADD CONSTRAINT "manager_document_templates_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_documents" ADD CONSTRAINT "manager_documents_child_id_users_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_documents" ADD CONSTRAINT "manager_documents_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_documents" ADD CONSTRAINT "manager_documents_template_id_manager_document_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."manager_document_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_documents" ADD CONSTRAINT "manager_documents_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_documents" ADD CONSTRAINT "manager_documents_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_documents" ADD CONSTRAINT "manager_documents_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "manager_document_templates_school_idx" ON "manager_document_templates" USING btree ("school_id","kind","name","id");--> statement-breakpoint
CREATE UNIQUE INDEX "manager_document_templates_default_idx" ON "manager_document_templates" USING btree ("school_id") WHERE "manager_document_templates"."kind" = 'contract' and "manager_document_templates"."is_default";--> statement-breakpoint
CREATE INDEX "manager_documents_child_idx" ON "manager_documents" USING btree ("child_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "manager_documents_school_status_idx" ON "manager_documents" USING btree ("school_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "manager_documents_school_idx" ON "manager_documents" USING btree ("school_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);