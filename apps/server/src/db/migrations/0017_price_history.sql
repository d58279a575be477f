CREATE TABLE "price_pages" (
	"canonical_url" text PRIMARY KEY NOT NULL,
	"origin" text NOT NULL,
	"next_read_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_read_at" timestamp with time zone,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_points" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"canonical_url" text NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	"price_minor" bigint,
	"currency" text,
	"in_stock" boolean,
	CONSTRAINT "price_points_price_check" CHECK ("price_points"."price_minor" is null or "price_points"."price_minor" >= 0),
	CONSTRAINT "price_points_currency_check" CHECK (("price_points"."price_minor" is null) = ("price_points"."currency" is null))
);
--> statement-breakpoint
CREATE TABLE "price_read_budget" (
	"day" date PRIMARY KEY NOT NULL,
	"fetches" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_watches" (
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"watching" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_watches_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "store_hosts" (
	"origin" text PRIMARY KEY NOT NULL,
	"next_fetch_at" timestamp with time zone DEFAULT now() NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"blocked_until" timestamp with time zone,
	"block_reason" text,
	"robots_txt" text,
	"robots_fetched_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "price_pages" ADD CONSTRAINT "price_pages_origin_store_hosts_origin_fk" FOREIGN KEY ("origin") REFERENCES "public"."store_hosts"("origin") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_points" ADD CONSTRAINT "price_points_canonical_url_price_pages_canonical_url_fk" FOREIGN KEY ("canonical_url") REFERENCES "public"."price_pages"("canonical_url") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_watches" ADD CONSTRAINT "price_watches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_watches" ADD CONSTRAINT "price_watches_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_pages_due_idx" ON "price_pages" USING btree ("next_read_at");--> statement-breakpoint
CREATE INDEX "price_pages_origin_idx" ON "price_pages" USING btree ("origin");--> statement-breakpoint
CREATE INDEX "price_points_page_idx" ON "price_points" USING btree ("canonical_url","read_at");--> statement-breakpoint
CREATE INDEX "price_watches_product_idx" ON "price_watches" USING btree ("product_id");
--> statement-breakpoint
-- Every store page a product is saved from gets its price page and its store's row (modules/prices), made
-- by these statement triggers as products are written, so every way of writing a product (the API, the demo
-- seed) is covered. The origin is the canonical URL's scheme and authority, as robots.txt is per origin.
CREATE FUNCTION price_pages_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO store_hosts (origin)
  SELECT DISTINCT substring(canonical_url from '^[a-z][a-z0-9+.-]*://[^/?#]+') FROM changed
  WHERE substring(canonical_url from '^[a-z][a-z0-9+.-]*://[^/?#]+') IS NOT NULL
  ON CONFLICT (origin) DO NOTHING;
  INSERT INTO price_pages (canonical_url, origin)
  SELECT DISTINCT canonical_url, substring(canonical_url from '^[a-z][a-z0-9+.-]*://[^/?#]+') FROM changed
  WHERE substring(canonical_url from '^[a-z][a-z0-9+.-]*://[^/?#]+') IS NOT NULL
  ON CONFLICT (canonical_url) DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_price_pages_insert AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION price_pages_add();
--> statement-breakpoint
CREATE TRIGGER products_price_pages_update AFTER UPDATE ON "products"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION price_pages_add();
--> statement-breakpoint
INSERT INTO store_hosts (origin)
SELECT DISTINCT substring(canonical_url from '^[a-z][a-z0-9+.-]*://[^/?#]+') FROM products
WHERE substring(canonical_url from '^[a-z][a-z0-9+.-]*://[^/?#]+') IS NOT NULL
ON CONFLICT (origin) DO NOTHING;
--> statement-breakpoint
INSERT INTO price_pages (canonical_url, origin)
SELECT DISTINCT canonical_url, substring(canonical_url from '^[a-z][a-z0-9+.-]*://[^/?#]+') FROM products
WHERE substring(canonical_url from '^[a-z][a-z0-9+.-]*://[^/?#]+') IS NOT NULL
ON CONFLICT (canonical_url) DO NOTHING;
