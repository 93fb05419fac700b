CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"section_id" text NOT NULL,
	"title" jsonb NOT NULL,
	"alt" jsonb NOT NULL,
	"image_url" text NOT NULL,
	"image_width" integer NOT NULL,
	"image_height" integer NOT NULL,
	"href" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "landing_pages_tenant_identifier";--> statement-breakpoint
ALTER TABLE "landing_pages" ADD COLUMN "kind" text DEFAULT 'LANDING' NOT NULL;--> statement-breakpoint
ALTER TABLE "landing_pages" ADD COLUMN "blocks" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "landing_pages" ADD COLUMN "publish_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "landing_pages" ADD COLUMN "publish_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "share_links" ADD COLUMN "target_path" text DEFAULT '/' NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banners_tenant_section" ON "banners" USING btree ("tenant_id","section_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "landing_pages_tenant_kind_identifier" ON "landing_pages" USING btree ("tenant_id","kind","identifier");--> statement-breakpoint
-- Landing pages written before pages had a publish window were public (their previews showed): they stay so.
UPDATE "landing_pages" SET "publish_starts_at" = "created_at" WHERE "publish_starts_at" IS NULL;