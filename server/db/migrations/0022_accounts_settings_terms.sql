CREATE TABLE "terms_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"version" text NOT NULL,
	"summary" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fan_profiles" ADD COLUMN "country_of_residence" text;--> statement-breakpoint
ALTER TABLE "terms_versions" ADD CONSTRAINT "terms_versions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "terms_versions_tenant_version" ON "terms_versions" USING btree ("tenant_id","version");--> statement-breakpoint
CREATE INDEX "terms_versions_tenant_published" ON "terms_versions" USING btree ("tenant_id","published_at");