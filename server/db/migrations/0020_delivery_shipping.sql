CREATE TYPE "public"."parcel_carrier" AS ENUM('YAMATO', 'SAGAWA', 'JAPAN_POST');--> statement-breakpoint
CREATE TYPE "public"."real_goods_delivery_status" AS ENUM('REQUESTED', 'SHIPPED');--> statement-breakpoint
ALTER TYPE "public"."store_mail_kind" ADD VALUE 'PRIZE_SHIPPED';--> statement-breakpoint
ALTER TYPE "public"."store_mail_kind" ADD VALUE 'ORDER_SHIPPED';--> statement-breakpoint
ALTER TABLE "store_mail_outbox" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "treasure_prize_deliveries" ADD COLUMN "status" real_goods_delivery_status DEFAULT 'REQUESTED' NOT NULL;--> statement-breakpoint
ALTER TABLE "treasure_prize_deliveries" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "treasure_prize_deliveries" ADD COLUMN "language" text DEFAULT 'ja' NOT NULL;--> statement-breakpoint
ALTER TABLE "treasure_prize_deliveries" ADD COLUMN "carrier" "parcel_carrier";--> statement-breakpoint
ALTER TABLE "treasure_prize_deliveries" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "treasure_prize_deliveries" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checkout_shipments" ADD COLUMN "carrier" "parcel_carrier";--> statement-breakpoint
ALTER TABLE "checkout_shipments" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "checkout_shipments" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "store_mail_outbox" ADD COLUMN "prize_delivery_id" bigint;--> statement-breakpoint
ALTER TABLE "store_mail_outbox" ADD CONSTRAINT "store_mail_outbox_prize_delivery_id_treasure_prize_deliveries_id_fk" FOREIGN KEY ("prize_delivery_id") REFERENCES "public"."treasure_prize_deliveries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "store_mail_outbox_prize_delivery_kind" ON "store_mail_outbox" USING btree ("prize_delivery_id","kind");