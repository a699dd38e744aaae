CREATE TYPE "public"."manager_authorization_kind" AS ENUM('Photos', 'Outings', 'Care');--> statement-breakpoint
CREATE TYPE "public"."manager_resource_source" AS ENUM('CafCdap', 'TaxNotice', 'Declared');--> statement-breakpoint
CREATE TABLE "manager_authorizations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"child_id" uuid NOT NULL,
	"kind" "manager_authorization_kind" NOT NULL,
	"granted" boolean NOT NULL,
	"decided_by_id" uuid,
	"decided_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manager_child_files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"child_id" uuid NOT NULL,
	"health_notes" text,
	"allergies" text,
	"doctor_name" text,
	"doctor_phone" text,
	"emergency_contact_name" text,
	"emergency_contact_phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manager_guardian_links" (
	"id" uuid PRIMARY KEY NOT NULL,
	"guardianship_id" uuid NOT NULL,
	"contract_holder" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manager_household_resources" (
	"id" uuid PRIMARY KEY NOT NULL,
	"guardian_id" uuid NOT NULL,
	"school_id" uuid NOT NULL,
	"valid_from" date NOT NULL,
	"monthly_amount_cents" integer NOT NULL,
	"children_in_charge" integer NOT NULL,
	"aeeh" boolean DEFAULT false NOT NULL,
	"source" "manager_resource_source" NOT NULL,
	"proof_note" text,
	"recorded_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "manager_household_resources_amount" CHECK (monthly_amount_cents >= 0),
	CONSTRAINT "manager_household_resources_children" CHECK (children_in_charge >= 1)
);
--> statement-breakpoint
CREATE TABLE "manager_pickup_persons" (
	"id" uuid PRIMARY KEY NOT NULL,
	"child_id" uuid NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"relationship" text NOT NULL,
	"phone" text,
	"identity_check_note" text,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "manager_authorizations" ADD CONSTRAINT "manager_authorizations_child_id_users_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_authorizations" ADD CONSTRAINT "manager_authorizations_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_child_files" ADD CONSTRAINT "manager_child_files_child_id_users_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_guardian_links" ADD CONSTRAINT "manager_guardian_links_guardianship_id_guardianships_id_fk" FOREIGN KEY ("guardianship_id") REFERENCES "public"."guardianships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_household_resources" ADD CONSTRAINT "manager_household_resources_guardian_id_users_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_household_resources" ADD CONSTRAINT "manager_household_resources_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_household_resources" ADD CONSTRAINT "manager_household_resources_recorded_by_id_users_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_pickup_persons" ADD CONSTRAINT "manager_pickup_persons_child_id_users_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "manager_authorizations_child_kind_key" ON "manager_authorizations" USING btree ("child_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "manager_child_files_child_key" ON "manager_child_files" USING btree ("child_id");--> statement-breakpoint
CREATE UNIQUE INDEX "manager_guardian_links_guardianship_key" ON "manager_guardian_links" USING btree ("guardianship_id");--> statement-breakpoint
CREATE INDEX "manager_household_resources_guardian_idx" ON "manager_household_resources" USING btree ("school_id","guardian_id","valid_from","id");--> statement-breakpoint
CREATE INDEX "manager_pickup_persons_child_idx" ON "manager_pickup_persons" USING btree ("child_id","position","id");