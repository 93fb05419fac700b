CREATE TABLE "coin_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"movement_id" integer NOT NULL,
	"account" text NOT NULL,
	"user_id" integer,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coin_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"label" jsonb NOT NULL,
	"paid_change" integer NOT NULL,
	"free_change" integer NOT NULL,
	"free_lots" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reverses_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coin_wallets" (
	"tenant_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"paid" integer DEFAULT 0 NOT NULL,
	"free" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "coin_wallets_tenant_id_user_id_pk" PRIMARY KEY("tenant_id","user_id"),
	CONSTRAINT "coin_wallets_paid_not_negative" CHECK ("coin_wallets"."paid" >= 0),
	CONSTRAINT "coin_wallets_free_not_negative" CHECK ("coin_wallets"."free" >= 0)
);
--> statement-breakpoint
CREATE TABLE "free_coin_lots" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"grant_id" integer NOT NULL,
	"remaining" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "free_coin_lots_remaining_not_negative" CHECK ("free_coin_lots"."remaining" >= 0)
);
--> statement-breakpoint
CREATE TABLE "scheduled_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"done_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coin_entries" ADD CONSTRAINT "coin_entries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coin_entries" ADD CONSTRAINT "coin_entries_movement_id_coin_movements_id_fk" FOREIGN KEY ("movement_id") REFERENCES "public"."coin_movements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coin_entries" ADD CONSTRAINT "coin_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coin_movements" ADD CONSTRAINT "coin_movements_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coin_movements" ADD CONSTRAINT "coin_movements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coin_wallets" ADD CONSTRAINT "coin_wallets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coin_wallets" ADD CONSTRAINT "coin_wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_coin_lots" ADD CONSTRAINT "free_coin_lots_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_coin_lots" ADD CONSTRAINT "free_coin_lots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_coin_lots" ADD CONSTRAINT "free_coin_lots_grant_id_coin_movements_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."coin_movements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_jobs" ADD CONSTRAINT "scheduled_jobs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coin_entries_movement" ON "coin_entries" USING btree ("tenant_id","movement_id");--> statement-breakpoint
CREATE INDEX "coin_entries_account" ON "coin_entries" USING btree ("tenant_id","account","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "coin_movements_reference" ON "coin_movements" USING btree ("tenant_id","kind","reference");--> statement-breakpoint
CREATE INDEX "coin_movements_user" ON "coin_movements" USING btree ("tenant_id","user_id","id");--> statement-breakpoint
CREATE INDEX "free_coin_lots_user" ON "free_coin_lots" USING btree ("tenant_id","user_id","expires_at");--> statement-breakpoint
CREATE INDEX "free_coin_lots_expiry" ON "free_coin_lots" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "scheduled_jobs_tenant_kind_key" ON "scheduled_jobs" USING btree ("tenant_id","kind","key");--> statement-breakpoint
CREATE INDEX "scheduled_jobs_due" ON "scheduled_jobs" USING btree ("run_at");