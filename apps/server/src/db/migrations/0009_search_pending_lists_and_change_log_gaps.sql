-- Search reads these GIN indexes on every request. New entries wait in a pending list that every search scans
-- linearly until it outgrows gin_pending_list_limit (4 MB by default) or a VACUUM merges it, and PGlite runs no
-- autovacuum: after a bulk import of 100,000 products a search for a missing word spent 5 ms in the full-text
-- index instead of 0.1 ms. A 64 kB limit (the least allowed) keeps that scan short while inserts still batch
-- (fastupdate off instead made seeding 100,000 products take 2.5 times as long); what is pending is merged here.
ALTER INDEX "products_search_trgm_idx" SET (gin_pending_list_limit = 64);
--> statement-breakpoint
ALTER INDEX "products_search_fts_idx" SET (gin_pending_list_limit = 64);
--> statement-breakpoint
ALTER INDEX "collections_search_trgm_idx" SET (gin_pending_list_limit = 64);
--> statement-breakpoint
ALTER INDEX "looks_search_trgm_idx" SET (gin_pending_list_limit = 64);
--> statement-breakpoint
ALTER INDEX "users_search_trgm_idx" SET (gin_pending_list_limit = 64);
--> statement-breakpoint
SELECT gin_clean_pending_list(index_name::regclass)
FROM unnest(array['products_search_trgm_idx', 'products_search_fts_idx', 'collections_search_trgm_idx',
                  'looks_search_trgm_idx', 'users_search_trgm_idx']) AS index_name;
--> statement-breakpoint
-- Change log rows (0008) the cached search results and profiles also need: a new look or a new person can be
-- a new search result, and a stylist's monthly price is part of their profile ('user').
CREATE TRIGGER looks_change_log_insert AFTER INSERT ON "looks" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION change_log_looks();
--> statement-breakpoint
CREATE TRIGGER users_change_log_insert AFTER INSERT ON "users" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION change_log_columns('user', 'id');
--> statement-breakpoint
CREATE TRIGGER subscription_prices_change_log_insert AFTER INSERT ON "subscription_prices" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION change_log_columns('user', 'stylist_id');
--> statement-breakpoint
CREATE TRIGGER subscription_prices_change_log_update AFTER UPDATE ON "subscription_prices" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION change_log_columns('user', 'stylist_id');
--> statement-breakpoint
CREATE TRIGGER subscription_prices_change_log_delete AFTER DELETE ON "subscription_prices" REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION change_log_columns('user', 'stylist_id');
