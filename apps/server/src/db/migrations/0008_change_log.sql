CREATE TABLE "change_log" (
	"seq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "change_log_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"txid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"kind" text NOT NULL,
	"entity_id" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "change_log_txid_idx" ON "change_log" USING btree ("txid");--> statement-breakpoint
-- The change log (lib/change-feed.ts): statement triggers write one row per changed entity, set-based through
-- transition tables named `changed` (one trigger per event; an UPDATE has one for the old rows and one for
-- the new), so a bulk write costs one insert, not one per row.
-- `change_log_columns(kind, column, [kind, column, ...])` records each row's `column` as an entity of `kind`.
CREATE FUNCTION change_log_columns() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  FOR i IN 0 .. TG_NARGS / 2 - 1 LOOP
    EXECUTE format(
      'INSERT INTO change_log (kind, entity_id) SELECT DISTINCT %L, changed.%I::text FROM changed',
      TG_ARGV[i * 2], TG_ARGV[i * 2 + 1]);
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- 'product' means "its card or page may show something else": the row itself, and, as visibility changes
-- which copy is the root and how many people saved it, every product saved from the same store link.
CREATE FUNCTION change_log_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO change_log (kind, entity_id)
  SELECT 'product', id::text FROM changed
  UNION
  SELECT 'product', same_link.id::text FROM changed JOIN products AS same_link USING (canonical_url);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION change_log_collection_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO change_log (kind, entity_id)
  SELECT DISTINCT 'collection', collection_id::text FROM changed
  UNION
  SELECT 'product', product_id::text FROM changed
  UNION
  SELECT 'product', same_link.id::text
  FROM changed
  JOIN products AS product ON product.id = changed.product_id
  JOIN products AS same_link ON same_link.canonical_url = product.canonical_url;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A collection's privacy, archive and name change the visibility and pages of every product in it.
CREATE FUNCTION change_log_collections() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO change_log (kind, entity_id)
  SELECT 'collection', id::text FROM changed
  UNION
  SELECT 'product', same_link.id::text
  FROM changed
  JOIN collection_products AS held ON held.collection_id = changed.id
  JOIN products AS product ON product.id = held.product_id
  JOIN products AS same_link ON same_link.canonical_url = product.canonical_url;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A product page lists the looks it is in, so a look's changes reach its products.
CREATE FUNCTION change_log_looks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO change_log (kind, entity_id)
  SELECT 'look', id::text FROM changed
  UNION
  SELECT 'product', pinned.product_id::text FROM changed JOIN look_products AS pinned ON pinned.look_id = changed.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION change_log_collection_looks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO change_log (kind, entity_id)
  SELECT DISTINCT 'collection', collection_id::text FROM changed
  UNION
  SELECT 'look', look_id::text FROM changed
  UNION
  SELECT 'product', pinned.product_id::text FROM changed JOIN look_products AS pinned USING (look_id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_change_log_insert AFTER INSERT ON "products" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION change_log_products();
--> statement-breakpoint
CREATE TRIGGER products_change_log_update_old AFTER UPDATE ON "products" REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION change_log_products();
--> statement-breakpoint
CREATE TRIGGER products_change_log_update_new AFTER UPDATE ON "products" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION change_log_products();
--> statement-breakpoint
CREATE TRIGGER products_change_log_delete AFTER DELETE ON "products" REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION change_log_products();
--> statement-breakpoint
CREATE TRIGGER collection_products_change_log_insert AFTER INSERT ON "collection_products" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION change_log_collection_products();
--> statement-breakpoint
CREATE TRIGGER collection_products_change_log_update AFTER UPDATE ON "collection_products" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION change_log_collection_products();
--> statement-breakpoint
CREATE TRIGGER collection_products_change_log_delete AFTER DELETE ON "collection_products" REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION change_log_collection_products();
--> statement-breakpoint
CREATE TRIGGER collections_change_log_insert AFTER INSERT ON "collections" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION change_log_collections();
--> statement-breakpoint
CREATE TRIGGER collections_change_log_update AFTER UPDATE ON "collections" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION change_log_collections();
--> statement-breakpoint
CREATE TRIGGER collections_change_log_delete AFTER DELETE ON "collections" REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION change_log_collections();
--> statement-breakpoint
CREATE TRIGGER looks_change_log_update AFTER UPDATE ON "looks" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION change_log_looks();
--> statement-breakpoint
CREATE TRIGGER looks_change_log_delete AFTER DELETE ON "looks" REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION change_log_looks();
--> statement-breakpoint
CREATE TRIGGER collection_looks_change_log_insert AFTER INSERT ON "collection_looks" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION change_log_collection_looks();
--> statement-breakpoint
CREATE TRIGGER collection_looks_change_log_delete AFTER DELETE ON "collection_looks" REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION change_log_collection_looks();
--> statement-breakpoint
CREATE TRIGGER look_products_change_log_insert AFTER INSERT ON "look_products" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION change_log_columns('look', 'look_id', 'product', 'product_id');
--> statement-breakpoint
CREATE TRIGGER look_products_change_log_update AFTER UPDATE ON "look_products" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION change_log_columns('look', 'look_id', 'product', 'product_id');
--> statement-breakpoint
CREATE TRIGGER look_products_change_log_delete AFTER DELETE ON "look_products" REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION change_log_columns('look', 'look_id', 'product', 'product_id');
--> statement-breakpoint
CREATE TRIGGER users_change_log_update AFTER UPDATE ON "users" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION change_log_columns('user', 'id');
--> statement-breakpoint
CREATE TRIGGER users_change_log_delete AFTER DELETE ON "users" REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION change_log_columns('user', 'id');
--> statement-breakpoint
CREATE TRIGGER product_likes_change_log_insert AFTER INSERT ON "product_likes" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION change_log_columns('product', 'product_id', 'product_liker', 'user_id');
--> statement-breakpoint
CREATE TRIGGER product_likes_change_log_delete AFTER DELETE ON "product_likes" REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION change_log_columns('product', 'product_id', 'product_liker', 'user_id');
--> statement-breakpoint
CREATE TRIGGER look_likes_change_log_insert AFTER INSERT ON "look_likes" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION change_log_columns('look', 'look_id', 'look_liker', 'user_id');
--> statement-breakpoint
CREATE TRIGGER look_likes_change_log_delete AFTER DELETE ON "look_likes" REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION change_log_columns('look', 'look_id', 'look_liker', 'user_id');
--> statement-breakpoint
CREATE TRIGGER collection_saves_change_log_insert AFTER INSERT ON "collection_saves" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION change_log_columns('collection', 'collection_id', 'collection_saver', 'user_id');
--> statement-breakpoint
CREATE TRIGGER collection_saves_change_log_delete AFTER DELETE ON "collection_saves" REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION change_log_columns('collection', 'collection_id', 'collection_saver', 'user_id');
--> statement-breakpoint
CREATE TRIGGER follows_change_log_insert AFTER INSERT ON "follows" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION change_log_columns('follows', 'follower_id', 'follows', 'followee_id');
--> statement-breakpoint
CREATE TRIGGER follows_change_log_delete AFTER DELETE ON "follows" REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION change_log_columns('follows', 'follower_id', 'follows', 'followee_id');
--> statement-breakpoint
CREATE TRIGGER paid_subscriptions_change_log_insert AFTER INSERT ON "paid_subscriptions" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION change_log_columns('paid_subscription', 'subscriber_id', 'paid_subscription', 'stylist_id');
--> statement-breakpoint
CREATE TRIGGER paid_subscriptions_change_log_update AFTER UPDATE ON "paid_subscriptions" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION change_log_columns('paid_subscription', 'subscriber_id', 'paid_subscription', 'stylist_id');
--> statement-breakpoint
CREATE TRIGGER paid_subscriptions_change_log_delete AFTER DELETE ON "paid_subscriptions" REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION change_log_columns('paid_subscription', 'subscriber_id', 'paid_subscription', 'stylist_id');
--> statement-breakpoint
CREATE TRIGGER feed_generations_change_log_insert AFTER INSERT ON "feed_generations" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION change_log_columns('feed_generation', 'kind');
--> statement-breakpoint
CREATE TRIGGER feed_generations_change_log_update AFTER UPDATE ON "feed_generations" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION change_log_columns('feed_generation', 'kind');
--> statement-breakpoint
CREATE TRIGGER feed_generations_change_log_delete AFTER DELETE ON "feed_generations" REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION change_log_columns('feed_generation', 'kind');
--> statement-breakpoint
CREATE TRIGGER identity_refresh_tokens_change_log_insert AFTER INSERT ON "identity_refresh_tokens" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION change_log_columns('session', 'user_id');
--> statement-breakpoint
CREATE TRIGGER identity_refresh_tokens_change_log_update AFTER UPDATE ON "identity_refresh_tokens" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION change_log_columns('session', 'user_id');
--> statement-breakpoint
CREATE TRIGGER identity_refresh_tokens_change_log_delete AFTER DELETE ON "identity_refresh_tokens" REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION change_log_columns('session', 'user_id');
