ALTER TABLE "mail_outbox" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "search_history" ADD COLUMN "network" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_user_idx" ON "mail_outbox" USING btree ("user_id","created_at");--> statement-breakpoint
-- Mail already sent to an account's current address is that account's, except support mail (the only mail
-- with a reply-to), which went to the address alone.
UPDATE "mail_outbox" SET "user_id" = "users"."id"
FROM "users"
WHERE "users"."email" = "mail_outbox"."to" AND "mail_outbox"."reply_to" IS NULL;
--> statement-breakpoint
-- A product pinned on a look follows the collections holding the look (db/visibility.ts), so a collection's
-- privacy and archive change those products too, and every copy saved from the same store link.
CREATE OR REPLACE FUNCTION change_log_collections() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO change_log (kind, entity_id)
  SELECT 'collection', id::text FROM changed
  UNION
  SELECT 'product', same_link.id::text
  FROM (
    SELECT held.product_id FROM changed JOIN collection_products AS held ON held.collection_id = changed.id
    UNION
    SELECT pinned.product_id
    FROM changed
    JOIN collection_looks AS filed ON filed.collection_id = changed.id
    JOIN look_products AS pinned ON pinned.look_id = filed.look_id
  ) AS placed
  JOIN products AS product ON product.id = placed.product_id
  JOIN products AS same_link ON same_link.canonical_url = product.canonical_url;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION change_log_collection_looks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO change_log (kind, entity_id)
  SELECT DISTINCT 'collection', collection_id::text FROM changed
  UNION
  SELECT 'look', look_id::text FROM changed
  UNION
  SELECT 'product', same_link.id::text
  FROM changed
  JOIN look_products AS pinned USING (look_id)
  JOIN products AS product ON product.id = pinned.product_id
  JOIN products AS same_link ON same_link.canonical_url = product.canonical_url;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The same for the featured products feed: filing or pinning a look changes which products anyone may see.
CREATE TRIGGER collection_looks_feed_dirty AFTER INSERT OR DELETE ON "collection_looks"
  FOR EACH STATEMENT EXECUTE FUNCTION feed_mark_dirty('products');
--> statement-breakpoint
CREATE TRIGGER look_products_feed_dirty AFTER INSERT OR DELETE ON "look_products"
  FOR EACH STATEMENT EXECUTE FUNCTION feed_mark_dirty('products');
