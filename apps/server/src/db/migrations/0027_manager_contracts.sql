CREATE TABLE "manager_contracts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"child_id" uuid NOT NULL,
	"school_id" uuid NOT NULL,
	"type" text NOT NULL,
	"schedule" text NOT NULL,
	"tarification_type" text NOT NULL,
	"service_option_id" uuid,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"adaptation_end_date" date,
	"weeks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"holiday_weeks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"base_cost_cents" integer,
	"afternoon_cost_cents" integer,
	"note" text,
	"document_status" text DEFAULT 'Draft' NOT NULL,
	"status" text DEFAULT 'Inactive' NOT NULL,
	"estimate_status" text DEFAULT 'none' NOT NULL,
	"sent_at" timestamp with time zone,
	"pdf" "bytea",
	"pdf_sha256" text,
	"signature_name" text,
	"signed_by_id" uuid,
	"signed_at" timestamp with time zone,
	"signature_address" text,
	"signed_pdf_sha256" text,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manager_pricing_decisions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"contract_id" uuid NOT NULL,
	"decided_at" timestamp with time zone NOT NULL,
	"decided_by_id" uuid,
	"inputs" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"changes" text[] DEFAULT '{}'::text[] NOT NULL,
	"monthly_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "manager_contracts" ADD CONSTRAINT "manager_contracts_child_id_users_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_contracts" ADD CONSTRAINT "manager_contracts_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_contracts" ADD CONSTRAINT "manager_contracts_service_option_id_manager_service_options_id_fk" FOREIGN KEY ("service_option_id") REFERENCES "public"."manager_service_options"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_contracts" ADD CONSTRAINT "manager_contracts_signed_by_id_users_id_fk" FOREIGN KEY ("signed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_contracts" ADD CONSTRAINT "manager_contracts_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_pricing_decisions" ADD CONSTRAINT "manager_pricing_decisions_contract_id_manager_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."manager_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_pricing_decisions" ADD CONSTRAINT "manager_pricing_decisions_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "manager_contracts_child_idx" ON "manager_contracts" USING btree ("child_id","start_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "manager_contracts_school_idx" ON "manager_contracts" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "manager_pricing_decisions_contract_idx" ON "manager_pricing_decisions" USING btree ("contract_id","decided_at" DESC NULLS LAST,"id" DESC NULLS LAST);