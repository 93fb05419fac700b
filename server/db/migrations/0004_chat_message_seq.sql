DROP INDEX "chat_messages_tenant_channel_order";--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "last_message_seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "seq" bigint;--> statement-breakpoint
-- Existing messages are numbered per channel in id order, and each channel remembers its last seq.
UPDATE "chat_messages" SET "seq" = "numbered"."seq" FROM (SELECT "id", row_number() OVER (PARTITION BY "channel_id" ORDER BY "id") AS "seq" FROM "chat_messages") AS "numbered" WHERE "chat_messages"."id" = "numbered"."id";--> statement-breakpoint
ALTER TABLE "chat_messages" ALTER COLUMN "seq" SET NOT NULL;--> statement-breakpoint
UPDATE "channels" SET "last_message_seq" = COALESCE((SELECT max("seq") FROM "chat_messages" WHERE "chat_messages"."channel_id" = "channels"."id"), 0);--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_tenant_channel_seq" ON "chat_messages" USING btree ("tenant_id","channel_id","seq");