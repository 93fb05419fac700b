ALTER TABLE "posts" ADD COLUMN "trend_score" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "posts_tenant_author_id" ON "posts" USING btree ("tenant_id","author_id","id");--> statement-breakpoint
CREATE INDEX "posts_tenant_trend" ON "posts" USING btree ("tenant_id","trend_score" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Posts written before the trend ranking get their score (server/posts/trendScore.ts).
UPDATE "posts" SET "trend_score" = log(greatest(1, "like_count" + 2 * "comment_count")::double precision) + extract(epoch from "created_at")::double precision / 45000;
