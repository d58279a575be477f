-- Search relevance (issue 15): weighted full-text documents with stems in every language the catalogue holds.
-- modules/search queries these functions and the trigram texts of 0005; change both together. Calls between
-- them name their schema: PostgreSQL 17 builds indexes with only pg_catalog on the search path.
-- A text's words as typed ('simple') and as stemmed in each catalogue language, so "dresses" finds a dress and
-- "chemise lin" a "Chemise en lin". A word matches if any language's stem of it does.
CREATE FUNCTION search_words(t text) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT to_tsvector('simple'::regconfig, t) || to_tsvector('english'::regconfig, t)
    || to_tsvector('french'::regconfig, t) || to_tsvector('german'::regconfig, t)
    || to_tsvector('spanish'::regconfig, t) || to_tsvector('italian'::regconfig, t)
$$;
--> statement-breakpoint
-- The tsquery of one query word (or synonym) in the same languages.
CREATE FUNCTION search_word_query(w text) RETURNS tsquery LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT plainto_tsquery('simple'::regconfig, w) || plainto_tsquery('english'::regconfig, w)
    || plainto_tsquery('french'::regconfig, w) || plainto_tsquery('german'::regconfig, w)
    || plainto_tsquery('spanish'::regconfig, w) || plainto_tsquery('italian'::regconfig, w)
$$;
--> statement-breakpoint
-- A product: its brand weighs most (A), then its name and description (B), then its style's words (C).
CREATE FUNCTION product_search_document(brand text, description text, gender text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(public.search_words(brand), 'A') || setweight(public.search_words(coalesce(description, '')), 'B')
    || setweight(to_tsvector('simple'::regconfig, CASE gender
         WHEN 'MENSWEAR' THEN 'menswear mens men man'
         WHEN 'WOMENSWEAR' THEN 'womenswear womens women woman'
         ELSE 'unisex' END), 'C')
$$;
--> statement-breakpoint
-- A look: its title (A) above its description (B).
CREATE FUNCTION look_search_document(title text, description text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(public.search_words(title), 'A') || setweight(public.search_words(coalesce(description, '')), 'B')
$$;
--> statement-breakpoint
DROP INDEX "products_search_fts_idx";
--> statement-breakpoint
CREATE INDEX "products_search_fts_idx" ON "products" USING gin (product_search_document("brand", "description", "gender")) WITH (gin_pending_list_limit = 64);
--> statement-breakpoint
CREATE INDEX "collections_search_fts_idx" ON "collections" USING gin (search_words("name")) WITH (gin_pending_list_limit = 64);
--> statement-breakpoint
CREATE INDEX "looks_search_fts_idx" ON "looks" USING gin (look_search_document("title", "description")) WITH (gin_pending_list_limit = 64);
--> statement-breakpoint
CREATE INDEX "users_search_fts_idx" ON "users" USING gin (search_words("username" || ' ' || "name")) WITH (gin_pending_list_limit = 64);
