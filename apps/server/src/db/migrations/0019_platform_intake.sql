CREATE SEQUENCE "public"."platform_order_codes" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "platform_intakes" (
	"market_id" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"body_hash" text NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_intakes_market_id_idempotency_key_pk" PRIMARY KEY("market_id","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "platform_market_settings" (
	"market_id" bigint PRIMARY KEY NOT NULL,
	"auto_confirm_days" integer DEFAULT 8 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "qnas" ADD COLUMN "order_code" text;