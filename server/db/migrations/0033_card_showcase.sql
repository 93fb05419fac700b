CREATE TABLE "card_showcase_entries" (
	"tenant_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"card_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "card_showcase_entries_tenant_id_user_id_card_id_pk" PRIMARY KEY("tenant_id","user_id","card_id")
);
--> statement-breakpoint
ALTER TABLE "card_showcase_entries" ADD CONSTRAINT "card_showcase_entries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_showcase_entries" ADD CONSTRAINT "card_showcase_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_showcase_entries" ADD CONSTRAINT "card_showcase_entries_card_id_collectable_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."collectable_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_showcase_entries_tenant_user_position" ON "card_showcase_entries" USING btree ("tenant_id","user_id","position");