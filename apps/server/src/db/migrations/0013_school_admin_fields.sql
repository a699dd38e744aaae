ALTER TABLE "schools" ADD COLUMN "street" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "postcode" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "country" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "public_description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "public_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "public_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "public_website" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "public_image_media_id" uuid;--> statement-breakpoint
CREATE INDEX "groups_name_idx" ON "groups" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "schools_name_idx" ON "schools" USING btree ("name","id");