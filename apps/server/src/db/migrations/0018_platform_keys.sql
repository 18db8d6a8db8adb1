CREATE TABLE "platform_keys" (
	"key_id" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"name" text NOT NULL,
	"markets" integer[],
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "platform_signatures" (
	"signature" text PRIMARY KEY NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "platform_signatures_seen_at" ON "platform_signatures" USING btree ("seen_at");