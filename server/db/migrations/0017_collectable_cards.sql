CREATE TYPE "public"."collectable_card_rarity" AS ENUM('N', 'R', 'SR', 'SSR');--> statement-breakpoint
CREATE TABLE "card_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"group_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"image_url" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_category_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"image_url" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_collection_visibility" (
	"tenant_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"shown" boolean DEFAULT false NOT NULL,
	CONSTRAINT "card_collection_visibility_tenant_id_user_id_pk" PRIMARY KEY("tenant_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "card_collections" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_copies" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"card_id" integer NOT NULL,
	"serial_number" integer,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collectable_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"category_id" integer NOT NULL,
	"number" integer NOT NULL,
	"name" jsonb NOT NULL,
	"text" jsonb NOT NULL,
	"rarity" "collectable_card_rarity" NOT NULL,
	"image_url" text NOT NULL,
	"edition_size" integer,
	"issued_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_categories" ADD CONSTRAINT "card_categories_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_categories" ADD CONSTRAINT "card_categories_group_id_card_category_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."card_category_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_category_groups" ADD CONSTRAINT "card_category_groups_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_collection_visibility" ADD CONSTRAINT "card_collection_visibility_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_collection_visibility" ADD CONSTRAINT "card_collection_visibility_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_collections" ADD CONSTRAINT "card_collections_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_collections" ADD CONSTRAINT "card_collections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_collections" ADD CONSTRAINT "card_collections_category_id_card_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."card_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_copies" ADD CONSTRAINT "card_copies_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_copies" ADD CONSTRAINT "card_copies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_copies" ADD CONSTRAINT "card_copies_card_id_collectable_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."collectable_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collectable_cards" ADD CONSTRAINT "collectable_cards_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collectable_cards" ADD CONSTRAINT "collectable_cards_category_id_card_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."card_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_categories_tenant_group" ON "card_categories" USING btree ("tenant_id","group_id","position");--> statement-breakpoint
CREATE INDEX "card_category_groups_tenant_position" ON "card_category_groups" USING btree ("tenant_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "card_collections_tenant_user_category" ON "card_collections" USING btree ("tenant_id","user_id","category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "card_copies_tenant_reference" ON "card_copies" USING btree ("tenant_id","reference");--> statement-breakpoint
CREATE INDEX "card_copies_tenant_user_card" ON "card_copies" USING btree ("tenant_id","user_id","card_id");--> statement-breakpoint
CREATE UNIQUE INDEX "collectable_cards_tenant_category_number" ON "collectable_cards" USING btree ("tenant_id","category_id","number");