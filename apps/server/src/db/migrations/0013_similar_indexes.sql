-- "More like this" and "Similar collections" (modules/similar) gather a bounded set of candidates through these
-- (and the search documents of 0012): the newest products of a brand, and every copy saved from the same store
-- link. The expressions are the ones modules/similar queries; change both together.
CREATE INDEX "products_brand_idx" ON "products" USING btree (lower("brand"),"created_at");--> statement-breakpoint
CREATE INDEX "products_root_idx" ON "products" USING btree ("root_product_id");