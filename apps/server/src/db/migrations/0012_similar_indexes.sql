-- "More like this" and "Similar collections" (modules/similar) gather a bounded set of candidates through these:
-- the newest products of a brand, every copy saved from the same store link, and collections by the words of
-- their name. The expressions are the ones modules/similar queries; change both together.
CREATE INDEX "collections_name_fts_idx" ON "collections" USING gin (to_tsvector('simple', "name"));--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree (lower("brand"),"created_at");--> statement-breakpoint
CREATE INDEX "products_root_idx" ON "products" USING btree ("root_product_id");--> statement-breakpoint
-- As for the search indexes (0009): a short pending list, so reads never scan a long one.
ALTER INDEX "collections_name_fts_idx" SET (gin_pending_list_limit = 64);
