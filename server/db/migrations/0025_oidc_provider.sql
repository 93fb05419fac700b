CREATE TABLE "oauth_clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"client_id" text NOT NULL,
	"secret_hash" text,
	"redirect_uris" jsonb NOT NULL,
	"scopes" jsonb NOT NULL,
	"name" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "oidc_records" (
	"tenant_id" text NOT NULL,
	"model" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"uid" text,
	"user_code" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "oidc_records_tenant_id_model_id_pk" PRIMARY KEY("tenant_id","model","id")
);
--> statement-breakpoint
ALTER TABLE "oauth_clients" ADD CONSTRAINT "oauth_clients_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oidc_records" ADD CONSTRAINT "oidc_records_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "oauth_clients_tenant_client" ON "oauth_clients" USING btree ("tenant_id","client_id");--> statement-breakpoint
CREATE INDEX "oidc_records_tenant_grant" ON "oidc_records" USING btree ("tenant_id","grant_id");--> statement-breakpoint
CREATE INDEX "oidc_records_tenant_uid" ON "oidc_records" USING btree ("tenant_id","uid");--> statement-breakpoint
CREATE INDEX "oidc_records_expires" ON "oidc_records" USING btree ("expires_at");