CREATE TABLE "supporter_rank_preferences" (
	"tenant_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"hidden" boolean NOT NULL,
	CONSTRAINT "supporter_rank_preferences_tenant_id_user_id_pk" PRIMARY KEY("tenant_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "supporter_season_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"season_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"points" integer NOT NULL,
	"position" integer NOT NULL,
	"rank_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supporter_seasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"counts_spending" boolean DEFAULT false NOT NULL,
	"ranks" jsonb NOT NULL,
	"rewards_granted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "supporter_rank_preferences" ADD CONSTRAINT "supporter_rank_preferences_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supporter_rank_preferences" ADD CONSTRAINT "supporter_rank_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supporter_season_results" ADD CONSTRAINT "supporter_season_results_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supporter_season_results" ADD CONSTRAINT "supporter_season_results_season_id_supporter_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."supporter_seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supporter_season_results" ADD CONSTRAINT "supporter_season_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supporter_seasons" ADD CONSTRAINT "supporter_seasons_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "supporter_season_results_fan" ON "supporter_season_results" USING btree ("tenant_id","season_id","user_id");--> statement-breakpoint
CREATE INDEX "supporter_seasons_tenant_starts" ON "supporter_seasons" USING btree ("tenant_id","starts_at");