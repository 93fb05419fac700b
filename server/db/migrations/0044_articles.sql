CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"lead" jsonb NOT NULL,
	"cover_image_url" text,
	"body" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"members_only" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "articles_tenant_slug" ON "articles" USING btree ("tenant_id","slug");--> statement-breakpoint
CREATE INDEX "articles_tenant_published" ON "articles" USING btree ("tenant_id","published_at","id");