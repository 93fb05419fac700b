ALTER TABLE "posts" ADD COLUMN "search_grams" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
UPDATE "posts" SET "search_grams" = ARRAY(SELECT DISTINCT "gram" FROM (SELECT substr("search_text", "i", 1) AS "gram" FROM generate_series(1, char_length("search_text")) AS "i" UNION ALL SELECT substr("search_text", "i", 2) FROM generate_series(1, char_length("search_text") - 1) AS "i") AS "grams") WHERE "search_text" <> '';--> statement-breakpoint
CREATE INDEX "posts_search_grams" ON "posts" USING gin ("search_grams");
