ALTER TABLE "mutation_receipts" ADD COLUMN "input_hash" text;--> statement-breakpoint
CREATE INDEX "mutation_receipts_created_at_idx" ON "mutation_receipts" USING btree ("created_at");