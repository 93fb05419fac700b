CREATE TYPE "public"."activity_kind" AS ENUM('CHAT_ROOM_POST', 'COMMENT', 'POST', 'POST_LIKE', 'USER_FOLLOW', 'COMMUNITY_REGISTRATION', 'LOGGED_IN', 'PUSH_NOTIFICATION', 'PWA', 'REFERRAL_CODE', 'TREASURE_MACHINE_DRAW', 'CASUAL_GAME_PLAY', 'ARENA_GAME_PLAY', 'NFT_GET', 'NFT_COLLECTION');--> statement-breakpoint
CREATE TYPE "public"."check_in_present_rule" AS ENUM('STREAK', 'TOTAL');--> statement-breakpoint
CREATE TYPE "public"."mission_period" AS ENUM('ONCE', 'DAILY', 'WEEKLY', 'MONTHLY');--> statement-breakpoint
CREATE TYPE "public"."reward_kind" AS ENUM('COIN', 'COLLECTABLE_CARD', 'GAME_CARD_LEVEL_UP_ITEM', 'NFT', 'PROFILE_BADGE', 'STEP_MISSION_POINT', 'TREASURE_MACHINE_TICKET');--> statement-breakpoint
CREATE TABLE "activity_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"kind" "activity_kind" NOT NULL,
	"source_key" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "badges" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"key" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"symbol" text NOT NULL,
	"image_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "check_in_point_balances" (
	"tenant_id" text NOT NULL,
	"user_id" integer PRIMARY KEY NOT NULL,
	"points" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "check_in_present_claims" (
	"tenant_id" text NOT NULL,
	"present_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_in_present_claims_present_id_user_id_pk" PRIMARY KEY("present_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "check_in_presents" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"image_url" text,
	"rule" "check_in_present_rule" NOT NULL,
	"threshold" integer NOT NULL,
	"rewards" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "check_in_store_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"image_url" text,
	"price_points" integer NOT NULL,
	"rewards" jsonb NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "check_ins" (
	"tenant_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"streak" integer NOT NULL,
	"total" integer NOT NULL,
	"points" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_ins_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "mission_progress" (
	"tenant_id" text NOT NULL,
	"mission_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"period_key" text NOT NULL,
	"count" integer NOT NULL,
	"claimed_at" timestamp with time zone,
	CONSTRAINT "mission_progress_mission_id_user_id_period_key_pk" PRIMARY KEY("mission_id","user_id","period_key")
);
--> statement-breakpoint
CREATE TABLE "missions" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"kind" "activity_kind" NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"target_count" integer NOT NULL,
	"period" "mission_period" NOT NULL,
	"rewards" jsonb NOT NULL,
	"position" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_grants" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"reference" text NOT NULL,
	"kind" "reward_kind" NOT NULL,
	"amount" integer NOT NULL,
	"badge_key" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "step_mission_claims" (
	"tenant_id" text NOT NULL,
	"step_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "step_mission_claims_step_id_user_id_pk" PRIMARY KEY("step_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "step_mission_points" (
	"tenant_id" text NOT NULL,
	"user_id" integer PRIMARY KEY NOT NULL,
	"points" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "step_mission_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"position" integer NOT NULL,
	"required_points" integer NOT NULL,
	"title" jsonb NOT NULL,
	"rewards" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_badges" (
	"tenant_id" text NOT NULL,
	"badge_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"shown" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_badges_badge_id_user_id_pk" PRIMARY KEY("badge_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "votes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"event_id" integer NOT NULL,
	"candidate_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voting_candidates" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"event_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"image_url" text,
	"position" integer NOT NULL,
	"vote_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voting_daily_usage" (
	"tenant_id" text NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"free_votes_used" integer NOT NULL,
	CONSTRAINT "voting_daily_usage_event_id_user_id_day_pk" PRIMARY KEY("event_id","user_id","day")
);
--> statement-breakpoint
CREATE TABLE "voting_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"identifier" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"image_url" text,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"free_votes_per_day" integer NOT NULL,
	"show_counts" boolean NOT NULL,
	"extra_vote_coin_price" integer,
	"share_reward_coins" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voting_share_rewards" (
	"tenant_id" text NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voting_share_rewards_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badges" ADD CONSTRAINT "badges_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_point_balances" ADD CONSTRAINT "check_in_point_balances_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_point_balances" ADD CONSTRAINT "check_in_point_balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_present_claims" ADD CONSTRAINT "check_in_present_claims_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_present_claims" ADD CONSTRAINT "check_in_present_claims_present_id_check_in_presents_id_fk" FOREIGN KEY ("present_id") REFERENCES "public"."check_in_presents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_present_claims" ADD CONSTRAINT "check_in_present_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_presents" ADD CONSTRAINT "check_in_presents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_store_items" ADD CONSTRAINT "check_in_store_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_progress" ADD CONSTRAINT "mission_progress_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_progress" ADD CONSTRAINT "mission_progress_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_progress" ADD CONSTRAINT "mission_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_grants" ADD CONSTRAINT "reward_grants_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_grants" ADD CONSTRAINT "reward_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "step_mission_claims" ADD CONSTRAINT "step_mission_claims_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "step_mission_claims" ADD CONSTRAINT "step_mission_claims_step_id_step_mission_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."step_mission_steps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "step_mission_claims" ADD CONSTRAINT "step_mission_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "step_mission_points" ADD CONSTRAINT "step_mission_points_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "step_mission_points" ADD CONSTRAINT "step_mission_points_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "step_mission_steps" ADD CONSTRAINT "step_mission_steps_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_badges" ADD CONSTRAINT "user_badges_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_badges" ADD CONSTRAINT "user_badges_badge_id_badges_id_fk" FOREIGN KEY ("badge_id") REFERENCES "public"."badges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_badges" ADD CONSTRAINT "user_badges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_event_id_voting_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."voting_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_candidate_id_voting_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."voting_candidates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_candidates" ADD CONSTRAINT "voting_candidates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_candidates" ADD CONSTRAINT "voting_candidates_event_id_voting_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."voting_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_daily_usage" ADD CONSTRAINT "voting_daily_usage_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_daily_usage" ADD CONSTRAINT "voting_daily_usage_event_id_voting_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."voting_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_daily_usage" ADD CONSTRAINT "voting_daily_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_events" ADD CONSTRAINT "voting_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_share_rewards" ADD CONSTRAINT "voting_share_rewards_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_share_rewards" ADD CONSTRAINT "voting_share_rewards_event_id_voting_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."voting_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_share_rewards" ADD CONSTRAINT "voting_share_rewards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activity_events_tenant_kind_source" ON "activity_events" USING btree ("tenant_id","kind","source_key");--> statement-breakpoint
CREATE INDEX "activity_events_tenant_processed" ON "activity_events" USING btree ("tenant_id","processed_at","id");--> statement-breakpoint
CREATE INDEX "activity_events_tenant_user" ON "activity_events" USING btree ("tenant_id","user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "badges_tenant_key" ON "badges" USING btree ("tenant_id","key");--> statement-breakpoint
CREATE INDEX "check_in_present_claims_tenant_user" ON "check_in_present_claims" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "check_in_presents_tenant" ON "check_in_presents" USING btree ("tenant_id","threshold");--> statement-breakpoint
CREATE INDEX "check_in_store_items_tenant_position" ON "check_in_store_items" USING btree ("tenant_id","position");--> statement-breakpoint
CREATE INDEX "check_ins_tenant_user_day" ON "check_ins" USING btree ("tenant_id","user_id","day");--> statement-breakpoint
CREATE INDEX "mission_progress_tenant_user" ON "mission_progress" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "missions_tenant_kind" ON "missions" USING btree ("tenant_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_grants_tenant_user_reference_kind" ON "reward_grants" USING btree ("tenant_id","user_id","reference","kind");--> statement-breakpoint
CREATE INDEX "step_mission_claims_tenant_user" ON "step_mission_claims" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "step_mission_steps_tenant_position" ON "step_mission_steps" USING btree ("tenant_id","position");--> statement-breakpoint
CREATE INDEX "user_badges_tenant_user" ON "user_badges" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "votes_tenant_event_user" ON "votes" USING btree ("tenant_id","event_id","user_id");--> statement-breakpoint
CREATE INDEX "voting_candidates_tenant_event" ON "voting_candidates" USING btree ("tenant_id","event_id","position");--> statement-breakpoint
CREATE INDEX "voting_daily_usage_tenant_user" ON "voting_daily_usage" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "voting_events_tenant_identifier" ON "voting_events" USING btree ("tenant_id","identifier");--> statement-breakpoint
CREATE INDEX "voting_share_rewards_tenant_user" ON "voting_share_rewards" USING btree ("tenant_id","user_id");