CREATE TYPE "public"."draw_payment" AS ENUM('COINS', 'TICKETS');--> statement-breakpoint
CREATE TYPE "public"."lottery_kind" AS ENUM('PROBABILITY', 'STOCK');--> statement-breakpoint
CREATE TYPE "public"."prize_item_kind" AS ENUM('COIN', 'COLLECTABLE_CARD', 'NFT', 'REAL_GOODS', 'BLANK');--> statement-breakpoint
CREATE TYPE "public"."treasure_machine_status" AS ENUM('DRAFT', 'OPEN', 'MAINTENANCE', 'CLOSED');--> statement-breakpoint
CREATE TABLE "gacha_point_exchanges" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"machine_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"prize_id" integer NOT NULL,
	"points" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "treasure_draws" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"machine_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"pulls" integer NOT NULL,
	"payment" "draw_payment" NOT NULL,
	"price" integer NOT NULL,
	"offer_id" integer,
	"seed_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "treasure_machine_fan_states" (
	"tenant_id" text NOT NULL,
	"machine_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"pity_count" integer DEFAULT 0 NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "treasure_machine_fan_states_machine_id_user_id_pk" PRIMARY KEY("machine_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "treasure_machine_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"machine_id" integer NOT NULL,
	"pulls" integer NOT NULL,
	"coin_price" integer NOT NULL,
	"per_fan_limit" integer NOT NULL,
	"label" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "treasure_machine_prizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"machine_id" integer NOT NULL,
	"rank_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"image_url" text NOT NULL,
	"kind" "prize_item_kind" NOT NULL,
	"coin_amount" integer,
	"card_id" integer,
	"weight" integer NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"redeem_points" integer,
	"duplicate_points" integer,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "treasure_machine_ranks" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"machine_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"weight" integer NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "treasure_machine_seeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"machine_id" integer NOT NULL,
	"server_seed" text NOT NULL,
	"commitment" text NOT NULL,
	"revealed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "treasure_machines" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"image_url" text NOT NULL,
	"kind" "lottery_kind" NOT NULL,
	"status" "treasure_machine_status" DEFAULT 'DRAFT' NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone,
	"single_coin_price" integer,
	"ten_coin_price" integer,
	"paid_coins_only" boolean DEFAULT false NOT NULL,
	"ticket_price" integer,
	"pity_rank_id" integer,
	"pity_threshold" integer,
	"points_per_paid_pull" integer DEFAULT 0 NOT NULL,
	"box_size" integer DEFAULT 0 NOT NULL,
	"box_drawn" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "treasure_prize_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"recipient_name" text NOT NULL,
	"postal_code" text NOT NULL,
	"prefecture" text NOT NULL,
	"city" text NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text DEFAULT '' NOT NULL,
	"phone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "treasure_pulls" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"draw_id" bigint NOT NULL,
	"machine_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"position" integer NOT NULL,
	"seed_id" integer NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL,
	"box_position" integer,
	"pity_count_before" integer NOT NULL,
	"is_pity" boolean DEFAULT false NOT NULL,
	"rank_id" integer NOT NULL,
	"prize_id" integer NOT NULL,
	"delivery_requested_at" timestamp with time zone,
	"delivery_id" bigint,
	"converted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "treasure_ticket_balances" (
	"tenant_id" text NOT NULL,
	"user_id" integer PRIMARY KEY NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "treasure_ticket_movements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"reference" text NOT NULL,
	"label" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gacha_point_exchanges" ADD CONSTRAINT "gacha_point_exchanges_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gacha_point_exchanges" ADD CONSTRAINT "gacha_point_exchanges_machine_id_treasure_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."treasure_machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gacha_point_exchanges" ADD CONSTRAINT "gacha_point_exchanges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gacha_point_exchanges" ADD CONSTRAINT "gacha_point_exchanges_prize_id_treasure_machine_prizes_id_fk" FOREIGN KEY ("prize_id") REFERENCES "public"."treasure_machine_prizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasure_draws" ADD CONSTRAINT "treasure_draws_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasure_draws" ADD CONSTRAINT "treasure_draws_machine_id_treasure_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."treasure_machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasure_draws" ADD CONSTRAINT "treasure_draws_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasure_draws" ADD CONSTRAINT "treasure_draws_offer_id_treasure_machine_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."treasure_machine_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasure_draws" ADD CONSTRAINT "treasure_draws_seed_id_treasure_machine_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."treasure_machine_seeds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasure_machine_fan_states" ADD CONSTRAINT "treasure_machine_fan_states_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasure_machine_fan_states" ADD CONSTRAINT "treasure_machine_fan_states_machine_id_treasure_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."treasure_machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasure_machine_fan_states" ADD CONSTRAINT "treasure_machine_fan_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasure_machine_offers" ADD CONSTRAINT "treasure_machine_offers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasure_machine_offers" ADD CONSTRAINT "treasure_machine_offers_machine_id_treasure_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."treasure_machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasure_machine_prizes" ADD CONSTRAINT "treasure_machine_prizes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasure_machine_prizes" ADD CONSTRAINT "treasure_machine_prizes_machine_id_treasure_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."treasure_machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasure_machine_prizes" ADD CONSTRAINT "treasure_machine_prizes_rank_id_treasure_machine_ranks_id_fk" FOREIGN KEY ("rank_id") REFERENCES "public"."treasure_machine_ranks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasure_machine_ranks" ADD CONSTRAINT "treasure_machine_ranks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasure_machine_ranks" ADD CONSTRAINT "treasure_machine_ranks_machine_id_treasure_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."treasure_machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasure_machine_seeds" ADD CONSTRAINT "treasure_machine_seeds_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasure_machine_seeds" ADD CONSTRAINT "treasure_machine_seeds_machine_id_treasure_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."treasure_machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasure_machines" ADD CONSTRAINT "treasure_machines_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasure_prize_deliveries" ADD CONSTRAINT "treasure_prize_deliveries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasure_prize_deliveries" ADD CONSTRAINT "treasure_prize_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasure_pulls" ADD CONSTRAINT "treasure_pulls_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasure_pulls" ADD CONSTRAINT "treasure_pulls_draw_id_treasure_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."treasure_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasure_pulls" ADD CONSTRAINT "treasure_pulls_machine_id_treasure_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."treasure_machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasure_pulls" ADD CONSTRAINT "treasure_pulls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasure_pulls" ADD CONSTRAINT "treasure_pulls_seed_id_treasure_machine_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."treasure_machine_seeds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasure_pulls" ADD CONSTRAINT "treasure_pulls_rank_id_treasure_machine_ranks_id_fk" FOREIGN KEY ("rank_id") REFERENCES "public"."treasure_machine_ranks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasure_pulls" ADD CONSTRAINT "treasure_pulls_prize_id_treasure_machine_prizes_id_fk" FOREIGN KEY ("prize_id") REFERENCES "public"."treasure_machine_prizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasure_pulls" ADD CONSTRAINT "treasure_pulls_delivery_id_treasure_prize_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."treasure_prize_deliveries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasure_ticket_balances" ADD CONSTRAINT "treasure_ticket_balances_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasure_ticket_balances" ADD CONSTRAINT "treasure_ticket_balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasure_ticket_movements" ADD CONSTRAINT "treasure_ticket_movements_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasure_ticket_movements" ADD CONSTRAINT "treasure_ticket_movements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gacha_point_exchanges_tenant_user" ON "gacha_point_exchanges" USING btree ("tenant_id","user_id","id");--> statement-breakpoint
CREATE INDEX "treasure_draws_tenant_user_id" ON "treasure_draws" USING btree ("tenant_id","user_id","id");--> statement-breakpoint
CREATE INDEX "treasure_draws_tenant_machine" ON "treasure_draws" USING btree ("tenant_id","machine_id");--> statement-breakpoint
CREATE INDEX "treasure_machine_offers_tenant_machine" ON "treasure_machine_offers" USING btree ("tenant_id","machine_id");--> statement-breakpoint
CREATE INDEX "treasure_machine_prizes_tenant_machine" ON "treasure_machine_prizes" USING btree ("tenant_id","machine_id");--> statement-breakpoint
CREATE INDEX "treasure_machine_ranks_tenant_machine" ON "treasure_machine_ranks" USING btree ("tenant_id","machine_id");--> statement-breakpoint
CREATE INDEX "treasure_machine_seeds_tenant_machine" ON "treasure_machine_seeds" USING btree ("tenant_id","machine_id");--> statement-breakpoint
CREATE INDEX "treasure_machines_tenant_position" ON "treasure_machines" USING btree ("tenant_id","position");--> statement-breakpoint
CREATE INDEX "treasure_prize_deliveries_tenant_user" ON "treasure_prize_deliveries" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "treasure_pulls_tenant_draw" ON "treasure_pulls" USING btree ("tenant_id","draw_id","position");--> statement-breakpoint
CREATE INDEX "treasure_pulls_tenant_user_prize" ON "treasure_pulls" USING btree ("tenant_id","user_id","prize_id");--> statement-breakpoint
CREATE INDEX "treasure_ticket_balances_tenant" ON "treasure_ticket_balances" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "treasure_ticket_movements_tenant_reference" ON "treasure_ticket_movements" USING btree ("tenant_id","reference");--> statement-breakpoint
CREATE INDEX "treasure_ticket_movements_tenant_user" ON "treasure_ticket_movements" USING btree ("tenant_id","user_id","id");