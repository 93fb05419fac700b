CREATE TYPE "public"."checkout_status" AS ENUM('OPEN', 'PAYING', 'COMPLETED', 'EXPIRED');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('PAID', 'REFUNDED');--> statement-breakpoint
CREATE TYPE "public"."payment_method_kind" AS ENUM('CARD', 'ID_PAYMENT');--> statement-breakpoint
CREATE TYPE "public"."store_item_kind" AS ENUM('DIGITAL', 'PHYSICAL', 'COIN_PACK', 'TICKET');--> statement-breakpoint
CREATE TABLE "basket_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkout_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"session_id" bigint NOT NULL,
	"item_id" integer NOT NULL,
	"kind" "store_item_kind" NOT NULL,
	"name" jsonb NOT NULL,
	"unit_price" integer NOT NULL,
	"tax_rate_percent" integer NOT NULL,
	"quantity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkout_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"status" "checkout_status" DEFAULT 'OPEN' NOT NULL,
	"total" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"from_basket" boolean DEFAULT false NOT NULL,
	"payment_method" "payment_method_kind",
	"payment_provider" text,
	"payment_id" text,
	"payment_action_url" text,
	"payment_failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "local_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"amount" integer NOT NULL,
	"reference" text NOT NULL,
	"method" "payment_method_kind" NOT NULL,
	"status" text NOT NULL,
	"failure_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"session_id" bigint NOT NULL,
	"status" "order_status" DEFAULT 'PAID' NOT NULL,
	"total" integer NOT NULL,
	"payment_method" "payment_method_kind" NOT NULL,
	"payment_provider" text NOT NULL,
	"payment_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"tenant_id" text NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "store_audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"actor_user_id" integer NOT NULL,
	"action" text NOT NULL,
	"target" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"section_id" integer NOT NULL,
	"kind" "store_item_kind" NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"image_url" text,
	"price" integer NOT NULL,
	"tax_rate_percent" integer DEFAULT 10 NOT NULL,
	"sale_starts_at" timestamp with time zone,
	"sale_ends_at" timestamp with time zone,
	"stock_remaining" integer,
	"per_fan_limit" integer,
	"coin_amount" integer,
	"bonus_coins" integer,
	"position" integer NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"seller_name" jsonb NOT NULL,
	"invoice_registration_number" text NOT NULL,
	"address" jsonb NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"representative" jsonb NOT NULL,
	"payment_timing" jsonb NOT NULL,
	"delivery_timing" jsonb NOT NULL,
	"return_policy" jsonb NOT NULL,
	"additional_costs" jsonb NOT NULL,
	"coin_notice" jsonb NOT NULL,
	CONSTRAINT "store_settings_tenant_id_unique" UNIQUE("tenant_id")
);
--> statement-breakpoint
ALTER TABLE "basket_lines" ADD CONSTRAINT "basket_lines_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_lines" ADD CONSTRAINT "basket_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_lines" ADD CONSTRAINT "basket_lines_item_id_store_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."store_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_lines" ADD CONSTRAINT "checkout_lines_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_lines" ADD CONSTRAINT "checkout_lines_session_id_checkout_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."checkout_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_lines" ADD CONSTRAINT "checkout_lines_item_id_store_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."store_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_payments" ADD CONSTRAINT "local_payments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_session_id_checkout_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."checkout_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_audit_log" ADD CONSTRAINT "store_audit_log_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_audit_log" ADD CONSTRAINT "store_audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_items" ADD CONSTRAINT "store_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_items" ADD CONSTRAINT "store_items_section_id_store_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."store_sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_sections" ADD CONSTRAINT "store_sections_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_settings" ADD CONSTRAINT "store_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "basket_lines_tenant_user_item" ON "basket_lines" USING btree ("tenant_id","user_id","item_id");--> statement-breakpoint
CREATE INDEX "checkout_lines_tenant_session" ON "checkout_lines" USING btree ("tenant_id","session_id");--> statement-breakpoint
CREATE INDEX "checkout_sessions_tenant_user" ON "checkout_sessions" USING btree ("tenant_id","user_id","id");--> statement-breakpoint
CREATE INDEX "checkout_sessions_tenant_status_expires" ON "checkout_sessions" USING btree ("tenant_id","status","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_sessions_payment" ON "checkout_sessions" USING btree ("payment_provider","payment_id");--> statement-breakpoint
CREATE INDEX "local_payments_tenant" ON "local_payments" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_session" ON "orders" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "orders_tenant_user_id" ON "orders" USING btree ("tenant_id","user_id","id");--> statement-breakpoint
CREATE INDEX "store_audit_log_tenant_id" ON "store_audit_log" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "store_items_tenant_section_position" ON "store_items" USING btree ("tenant_id","section_id","position");--> statement-breakpoint
CREATE INDEX "store_sections_tenant_position" ON "store_sections" USING btree ("tenant_id","position");