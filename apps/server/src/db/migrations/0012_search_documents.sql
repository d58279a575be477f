-- Search relevance (issue 15): weighted full-text documents with stems in every language the catalogue holds.
-- modules/search queries these functions and the trigram texts of 0005; change both together. Calls between
-- them name their schema: PostgreSQL 17 builds indexes with only pg_catalog on the search path.
-- One language's stems of a text, tagged with the language ("de:woll"), so they match only the same
-- language's stems of a query: German stems "flowers" to "flow", which English makes of "flowing".
CREATE FUNCTION search_stems(config regconfig, tag text, t text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_to_tsvector(array(SELECT tag || lexeme FROM unnest(tsvector_to_array(to_tsvector(config, t))) AS lexeme))
$$;
--> statement-breakpoint
-- A text as one quoted tsquery lexeme, whatever quotes and backslashes it holds (quote_literal's E'' form is
-- not tsquery syntax).
CREATE FUNCTION search_quoted(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT '''' || replace(replace(t, '\', '\\'), '''', '''''') || ''''
$$;
--> statement-breakpoint
-- The same for a query word: every stem of it (AND), quoted as tsquery lexemes.
CREATE FUNCTION search_stems_query(config regconfig, tag text, w text) RETURNS tsquery
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(public.search_quoted(tag || lexeme), ' & ')::tsquery, plainto_tsquery('simple'::regconfig, ''))
  FROM unnest(tsvector_to_array(to_tsvector(config, w))) AS lexeme
$$;
--> statement-breakpoint
-- A text lower-cased with accents and in-word dots and apostrophes taken out, so "stussy" finds Stüssy,
-- "fjallraven" Fjällräven, "apc" A.P.C. and "levis" Levi's.
CREATE FUNCTION search_fold(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(
    translate(lower(t), 'àáâãäåāăąçćčďèéêëēėęěìíîïīįñńňòóôõöøōőřśšşťùúûüūůűýÿžźż',
                        'aaaaaaaaacccdeeeeeeeeiiiiiinnnoooooooorssstuuuuuuuyyzzz'),
    '(\w)[.''’](?=\w)', '\1', 'g')
$$;
--> statement-breakpoint
-- A text's words as typed ('simple') and folded, as English stems them (the catalogue's main language,
-- untagged), and as each other catalogue language stems them, so "dresses" finds a dress and "chemise lin" a
-- "Chemise en lin".
CREATE FUNCTION search_words(t text) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT to_tsvector('simple'::regconfig, t) || to_tsvector('simple'::regconfig, public.search_fold(t))
    || to_tsvector('english'::regconfig, t)
    || public.search_stems('french', 'fr:', t) || public.search_stems('german', 'de:', t)
    || public.search_stems('spanish', 'es:', t) || public.search_stems('italian', 'it:', t)
$$;
--> statement-breakpoint
-- The tsquery of one query word (or synonym) in the same languages: it matches if any language's stems do.
CREATE FUNCTION search_word_query(w text) RETURNS tsquery LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT plainto_tsquery('simple'::regconfig, w) || plainto_tsquery('english'::regconfig, w)
    || public.search_stems_query('french', 'fr:', w) || public.search_stems_query('german', 'de:', w)
    || public.search_stems_query('spanish', 'es:', w) || public.search_stems_query('italian', 'it:', w)
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
-- Each row keeps its document (stored, generated): computed at query time, the products' took 0.7 ms a row,
-- paid again for the match, every word's score and the rank of each of a search's 301 candidates.
-- Not in schema.ts, so no select of whole rows carries it; modules/search reads it by name.
ALTER TABLE "products" ADD COLUMN "search_document" tsvector
  GENERATED ALWAYS AS (product_search_document("brand", "description", "gender")) STORED;
--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "search_document" tsvector
  GENERATED ALWAYS AS (search_words("name")) STORED;
--> statement-breakpoint
ALTER TABLE "looks" ADD COLUMN "search_document" tsvector
  GENERATED ALWAYS AS (look_search_document("title", "description")) STORED;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_document" tsvector
  GENERATED ALWAYS AS (search_words("username" || ' ' || "name")) STORED;
--> statement-breakpoint
DROP INDEX "products_search_fts_idx";
--> statement-breakpoint
CREATE INDEX "products_search_fts_idx" ON "products" USING gin ("search_document") WITH (gin_pending_list_limit = 64);
--> statement-breakpoint
CREATE INDEX "collections_search_fts_idx" ON "collections" USING gin ("search_document") WITH (gin_pending_list_limit = 64);
--> statement-breakpoint
CREATE INDEX "looks_search_fts_idx" ON "looks" USING gin ("search_document") WITH (gin_pending_list_limit = 64);
--> statement-breakpoint
CREATE INDEX "users_search_fts_idx" ON "users" USING gin ("search_document") WITH (gin_pending_list_limit = 64);
