CREATE TYPE "public"."card_grade_reward_kind" AS ENUM('COIN', 'TITLE');--> statement-breakpoint
CREATE TYPE "public"."prize_draw_entry_route" AS ENUM('PURCHASE', 'FREE');--> statement-breakpoint
CREATE TABLE "card_grade_reward_grants" (
	"tenant_id" text NOT NULL,
	"rule_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_grade_reward_grants_rule_id_user_id_pk" PRIMARY KEY("rule_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "card_grade_reward_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"category_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"required_cards" integer NOT NULL,
	"reward_kind" "card_grade_reward_kind" NOT NULL,
	"coin_amount" integer,
	"title" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prize_draw_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"prize_draw_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"number" integer NOT NULL,
	"route" "prize_draw_entry_route" NOT NULL,
	"prize_id" integer,
	"granted_at" timestamp with time zone,
	"result_seen_at" timestamp with time zone,
	"delivery_requested_at" timestamp with time zone,
	"delivery_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prize_draw_prizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"prize_draw_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"image_url" text NOT NULL,
	"kind" "prize_item_kind" NOT NULL,
	"value_yen" integer NOT NULL,
	"winner_count" integer NOT NULL,
	"coin_amount" integer,
	"card_id" integer,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prize_draws" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"image_url" text NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"entry_item_id" integer,
	"free_entry" boolean DEFAULT false NOT NULL,
	"transaction_price" integer DEFAULT 0 NOT NULL,
	"expected_sales" integer DEFAULT 0 NOT NULL,
	"server_seed" text NOT NULL,
	"commitment" text NOT NULL,
	"revealed_at" timestamp with time zone,
	"drawn_at" timestamp with time zone,
	"entry_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_grade_reward_grants" ADD CONSTRAINT "card_grade_reward_grants_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_grade_reward_grants" ADD CONSTRAINT "card_grade_reward_grants_rule_id_card_grade_reward_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."card_grade_reward_rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_grade_reward_grants" ADD CONSTRAINT "card_grade_reward_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_grade_reward_rules" ADD CONSTRAINT "card_grade_reward_rules_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_grade_reward_rules" ADD CONSTRAINT "card_grade_reward_rules_category_id_card_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."card_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prize_draw_entries" ADD CONSTRAINT "prize_draw_entries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prize_draw_entries" ADD CONSTRAINT "prize_draw_entries_prize_draw_id_prize_draws_id_fk" FOREIGN KEY ("prize_draw_id") REFERENCES "public"."prize_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prize_draw_entries" ADD CONSTRAINT "prize_draw_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prize_draw_entries" ADD CONSTRAINT "prize_draw_entries_prize_id_prize_draw_prizes_id_fk" FOREIGN KEY ("prize_id") REFERENCES "public"."prize_draw_prizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prize_draw_entries" ADD CONSTRAINT "prize_draw_entries_delivery_id_treasure_prize_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."treasure_prize_deliveries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prize_draw_prizes" ADD CONSTRAINT "prize_draw_prizes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prize_draw_prizes" ADD CONSTRAINT "prize_draw_prizes_prize_draw_id_prize_draws_id_fk" FOREIGN KEY ("prize_draw_id") REFERENCES "public"."prize_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prize_draws" ADD CONSTRAINT "prize_draws_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_grade_reward_grants_tenant_user" ON "card_grade_reward_grants" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "card_grade_reward_rules_tenant_category_required" ON "card_grade_reward_rules" USING btree ("tenant_id","category_id","required_cards");--> statement-breakpoint
CREATE UNIQUE INDEX "prize_draw_entries_tenant_draw_user" ON "prize_draw_entries" USING btree ("tenant_id","prize_draw_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "prize_draw_entries_tenant_draw_number" ON "prize_draw_entries" USING btree ("tenant_id","prize_draw_id","number");--> statement-breakpoint
CREATE INDEX "prize_draw_entries_tenant_user" ON "prize_draw_entries" USING btree ("tenant_id","user_id","id");--> statement-breakpoint
CREATE INDEX "prize_draw_prizes_tenant_draw" ON "prize_draw_prizes" USING btree ("tenant_id","prize_draw_id","position");--> statement-breakpoint
CREATE INDEX "prize_draws_tenant_closes" ON "prize_draws" USING btree ("tenant_id","closes_at");