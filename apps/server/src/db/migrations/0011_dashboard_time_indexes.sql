-- The stylist dashboard (docs/product.md §18) counts likes and saves of a person's things by day: with the
-- time in the index, a range reads only its own rows instead of every like or save the thing ever had. The
-- new indexes still serve every lookup by product, look or collection alone.
DROP INDEX "collection_saves_collection_idx";--> statement-breakpoint
DROP INDEX "look_likes_look_idx";--> statement-breakpoint
DROP INDEX "product_likes_product_idx";--> statement-breakpoint
CREATE INDEX "collection_saves_collection_idx" ON "collection_saves" USING btree ("collection_id","created_at");--> statement-breakpoint
CREATE INDEX "look_likes_look_idx" ON "look_likes" USING btree ("look_id","created_at");--> statement-breakpoint
CREATE INDEX "product_likes_product_idx" ON "product_likes" USING btree ("product_id","created_at");