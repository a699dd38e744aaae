CREATE TABLE "manager_group_settings" (
	"group_id" uuid PRIMARY KEY NOT NULL,
	"billing" jsonb NOT NULL,
	"default_currency" text DEFAULT 'EUR' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manager_service_options" (
	"id" uuid PRIMARY KEY NOT NULL,
	"school_id" uuid NOT NULL,
	"name" text NOT NULL,
	"pricing_unit" text NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"price_unit" text NOT NULL,
	"price_unit_label" text DEFAULT '' NOT NULL,
	"category" text,
	"active" boolean DEFAULT true NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manager_structures" (
	"id" uuid PRIMARY KEY NOT NULL,
	"school_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"capacity" integer NOT NULL,
	"capacity_slots" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"caf_numbers" text[] DEFAULT '{}' NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"creditor_name" text DEFAULT '' NOT NULL,
	"creditor_id" text DEFAULT '' NOT NULL,
	"iban" text DEFAULT '' NOT NULL,
	"bic" text DEFAULT '' NOT NULL,
	"invoice_prefix" text DEFAULT '' NOT NULL,
	"invoice_next_number" integer DEFAULT 1 NOT NULL,
	"billing" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "manager_structures_schoolId_unique" UNIQUE("school_id")
);
--> statement-breakpoint
ALTER TABLE "manager_group_settings" ADD CONSTRAINT "manager_group_settings_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_service_options" ADD CONSTRAINT "manager_service_options_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_structures" ADD CONSTRAINT "manager_structures_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "manager_service_options_list_idx" ON "manager_service_options" USING btree ("school_id",("archived_at" is null),"name","id");--> statement-breakpoint
CREATE UNIQUE INDEX "manager_service_options_name_key" ON "manager_service_options" USING btree ("school_id",lower("name")) WHERE "manager_service_options"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "openings_closings_idx" ON "openings" USING btree ("school_id","type","date_from","id");