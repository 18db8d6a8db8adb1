DROP INDEX "orders_market_orderer_name_idx";--> statement-breakpoint
DROP INDEX "orders_market_orderer_contact_idx";--> statement-breakpoint
CREATE INDEX "orders_market_orderer_name_paid_idx" ON "orders" USING btree ("market_id","orderer_name","paid_at","id","status");--> statement-breakpoint
CREATE INDEX "orders_market_orderer_contact_paid_idx" ON "orders" USING btree ("market_id","orderer_contact","paid_at","id","status");