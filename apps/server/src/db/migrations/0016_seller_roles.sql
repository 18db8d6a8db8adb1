ALTER TABLE "sellers" ADD COLUMN "role" text DEFAULT 'viewer' NOT NULL;--> statement-breakpoint
-- Sellers before roles could each do everything: the first of each market becomes its owner, any
-- other keeps every right but staff (운영 매니저); the demo's second seller takes the 주문·배송 role.
UPDATE "sellers" SET "role" = CASE
  WHEN "id" = (SELECT min(s."id") FROM "sellers" s WHERE s."market_id" = "sellers"."market_id") THEN 'owner'
  WHEN "login_id" = 'demo-staff' THEN 'orders'
  ELSE 'manager'
END;--> statement-breakpoint
CREATE UNIQUE INDEX "sellers_one_owner_idx" ON "sellers" USING btree ("market_id") WHERE "sellers"."role" = 'owner';
