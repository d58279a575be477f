-- Search (docs/product.md §11): trigram indexes for typo-tolerant matching and a full-text index for ranking.
-- The expressions here are the ones modules/search queries; change both together.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin (lower("brand" || ' ' || coalesce("description", '')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "products_search_fts_idx" ON "products" USING gin (to_tsvector('simple', "brand" || ' ' || coalesce("description", '')));
--> statement-breakpoint
CREATE INDEX "collections_search_trgm_idx" ON "collections" USING gin (lower("name") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "looks_search_trgm_idx" ON "looks" USING gin (lower("title" || ' ' || coalesce("description", '')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin (lower("username" || ' ' || "name") gin_trgm_ops);
--> statement-breakpoint
-- Featured feeds (docs/product.md §10): any write that can change what a feed holds marks it dirty; the
-- rebuild job builds a new generation and clears the flag. `and not dirty` keeps writers off the row once it
-- is set.
INSERT INTO "feed_changes" ("kind", "dirty") VALUES ('products', true), ('collections', true);
--> statement-breakpoint
CREATE FUNCTION feed_mark_dirty() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE feed_changes SET dirty = true WHERE kind = ANY (TG_ARGV) AND NOT dirty;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_feed_dirty AFTER INSERT OR UPDATE OR DELETE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION feed_mark_dirty('products');
--> statement-breakpoint
CREATE TRIGGER collection_products_feed_dirty AFTER INSERT OR DELETE ON "collection_products"
  FOR EACH STATEMENT EXECUTE FUNCTION feed_mark_dirty('products');
--> statement-breakpoint
CREATE TRIGGER collections_feed_dirty AFTER INSERT OR UPDATE OR DELETE ON "collections"
  FOR EACH STATEMENT EXECUTE FUNCTION feed_mark_dirty('products', 'collections');
--> statement-breakpoint
CREATE TRIGGER users_feed_dirty AFTER UPDATE OF "role" OR DELETE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION feed_mark_dirty('products', 'collections');
