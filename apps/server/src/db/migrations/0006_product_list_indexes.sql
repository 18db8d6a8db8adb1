DROP INDEX "products_market_name_idx";--> statement-breakpoint
CREATE INDEX "products_market_sell_idx" ON "products" USING btree ("market_id","sell_yn","created_at","id");--> statement-breakpoint
CREATE INDEX "products_market_display_idx" ON "products" USING btree ("market_id","display_yn","created_at","id");--> statement-breakpoint
CREATE INDEX "products_market_name_idx" ON "products" USING btree ("market_id","name","id","created_at");