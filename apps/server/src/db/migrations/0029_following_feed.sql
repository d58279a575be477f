CREATE TABLE "following_feed_items" (
	"follower_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "following_feed_items_follower_id_kind_item_id_pk" PRIMARY KEY("follower_id","kind","item_id"),
	CONSTRAINT "following_feed_items_kind_check" CHECK ("following_feed_items"."kind" in ('product', 'look', 'collection'))
);
--> statement-breakpoint
ALTER TABLE "following_feed_items" ADD CONSTRAINT "following_feed_items_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "following_feed_items" ADD CONSTRAINT "following_feed_items_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "following_feed_items_page_idx" ON "following_feed_items" USING btree ("follower_id","created_at","item_id");--> statement-breakpoint
CREATE INDEX "following_feed_items_author_idx" ON "following_feed_items" USING btree ("author_id","follower_id");--> statement-breakpoint
CREATE INDEX "following_feed_items_item_idx" ON "following_feed_items" USING btree ("item_id");--> statement-breakpoint
-- The Following feed's inbox is kept by these triggers (docs/decisions.md, "The Following feed"): a new product,
-- look or collection is copied to each follower of its owner; a deleted one leaves every follower's feed.
-- `made` and `gone` are the statement's rows; TG_ARGV[0] is the kind.
CREATE FUNCTION following_feed_fan_out() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO following_feed_items (follower_id, author_id, kind, item_id, created_at)
  SELECT follows.follower_id, made.owner_id, TG_ARGV[0], made.id, made.created_at
  FROM made JOIN follows ON follows.followee_id = made.owner_id
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION following_feed_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM following_feed_items USING gone
  WHERE following_feed_items.item_id = gone.id AND following_feed_items.kind = TG_ARGV[0];
  RETURN NULL;
END $$;--> statement-breakpoint
-- A new follow copies the newest 200 of each kind the person made, not their whole catalogue: a follow costs
-- the same whoever is followed, and the feed is about what is new (older things are on the profile).
CREATE FUNCTION following_feed_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO following_feed_items (follower_id, author_id, kind, item_id, created_at)
  SELECT started.follower_id, started.followee_id, 'product', newest.id, newest.created_at
  FROM started CROSS JOIN LATERAL (
    SELECT id, created_at FROM products WHERE owner_id = started.followee_id
    ORDER BY created_at DESC LIMIT 200
  ) AS newest
  UNION ALL
  SELECT started.follower_id, started.followee_id, 'look', newest.id, newest.created_at
  FROM started CROSS JOIN LATERAL (
    SELECT id, created_at FROM looks WHERE owner_id = started.followee_id
    ORDER BY created_at DESC LIMIT 200
  ) AS newest
  UNION ALL
  SELECT started.follower_id, started.followee_id, 'collection', newest.id, newest.created_at
  FROM started CROSS JOIN LATERAL (
    SELECT id, created_at FROM collections WHERE owner_id = started.followee_id
    ORDER BY created_at DESC LIMIT 200
  ) AS newest
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION following_feed_unfollow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM following_feed_items USING ended
  WHERE following_feed_items.author_id = ended.followee_id
    AND following_feed_items.follower_id = ended.follower_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_following_feed_insert AFTER INSERT ON "products" REFERENCING NEW TABLE AS made
  FOR EACH STATEMENT EXECUTE FUNCTION following_feed_fan_out('product');--> statement-breakpoint
CREATE TRIGGER looks_following_feed_insert AFTER INSERT ON "looks" REFERENCING NEW TABLE AS made
  FOR EACH STATEMENT EXECUTE FUNCTION following_feed_fan_out('look');--> statement-breakpoint
CREATE TRIGGER collections_following_feed_insert AFTER INSERT ON "collections" REFERENCING NEW TABLE AS made
  FOR EACH STATEMENT EXECUTE FUNCTION following_feed_fan_out('collection');--> statement-breakpoint
CREATE TRIGGER products_following_feed_delete AFTER DELETE ON "products" REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION following_feed_remove('product');--> statement-breakpoint
CREATE TRIGGER looks_following_feed_delete AFTER DELETE ON "looks" REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION following_feed_remove('look');--> statement-breakpoint
CREATE TRIGGER collections_following_feed_delete AFTER DELETE ON "collections" REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION following_feed_remove('collection');--> statement-breakpoint
CREATE TRIGGER follows_following_feed_insert AFTER INSERT ON "follows" REFERENCING NEW TABLE AS started
  FOR EACH STATEMENT EXECUTE FUNCTION following_feed_follow();--> statement-breakpoint
CREATE TRIGGER follows_following_feed_delete AFTER DELETE ON "follows" REFERENCING OLD TABLE AS ended
  FOR EACH STATEMENT EXECUTE FUNCTION following_feed_unfollow();--> statement-breakpoint
-- The follows made before this migration, as if each had just started.
INSERT INTO following_feed_items (follower_id, author_id, kind, item_id, created_at)
SELECT follows.follower_id, follows.followee_id, 'product', newest.id, newest.created_at
FROM follows CROSS JOIN LATERAL (
  SELECT id, created_at FROM products WHERE owner_id = follows.followee_id ORDER BY created_at DESC LIMIT 200
) AS newest
UNION ALL
SELECT follows.follower_id, follows.followee_id, 'look', newest.id, newest.created_at
FROM follows CROSS JOIN LATERAL (
  SELECT id, created_at FROM looks WHERE owner_id = follows.followee_id ORDER BY created_at DESC LIMIT 200
) AS newest
UNION ALL
SELECT follows.follower_id, follows.followee_id, 'collection', newest.id, newest.created_at
FROM follows CROSS JOIN LATERAL (
  SELECT id, created_at FROM collections WHERE owner_id = follows.followee_id ORDER BY created_at DESC LIMIT 200
) AS newest
ON CONFLICT DO NOTHING;
