DROP INDEX "prize_draw_entries_tenant_draw_user";--> statement-breakpoint
ALTER TABLE "prize_draw_entries" ADD COLUMN "member_entry" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "prize_draws" ADD COLUMN "offers_member_extra_draw" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "prize_draw_entries_tenant_draw_user_kind" ON "prize_draw_entries" USING btree ("tenant_id","prize_draw_id","user_id","member_entry");