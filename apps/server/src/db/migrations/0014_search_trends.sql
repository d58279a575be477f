CREATE TABLE "product_brands" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_history" (
	"day" date NOT NULL,
	"query" text NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "search_history_day_query_user_id_pk" PRIMARY KEY("day","query","user_id"),
	CONSTRAINT "search_history_query_check" CHECK (char_length("search_history"."query") between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "search_history" ADD CONSTRAINT "search_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_brands_key_trgm_idx" ON "product_brands" USING gin ("key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_history_user_idx" ON "search_history" USING btree ("user_id");--> statement-breakpoint
-- Brand suggestions (modules/search/suggestions.repository.ts) read brands from product_brands, which these
-- statement triggers fill from products as they are written, set-based through transition tables (one trigger
-- per event). A brand no product has any more is left behind; suggestions skip brands without a product.
CREATE FUNCTION product_brands_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_brands (key, name)
  SELECT DISTINCT ON (lower(brand)) lower(brand), brand FROM changed ORDER BY lower(brand), brand
  ON CONFLICT (key) DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_brands_insert AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION product_brands_add();
--> statement-breakpoint
CREATE TRIGGER products_brands_update AFTER UPDATE ON "products"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION product_brands_add();
--> statement-breakpoint
INSERT INTO product_brands (key, name)
SELECT DISTINCT ON (lower(brand)) lower(brand), brand FROM products ORDER BY lower(brand), created_at;
