-- Catalogue search in the database (docs/decisions/030-catalogue-search.md). Drizzle cannot
-- declare extensions or functions, so they are written here, before the columns that use them.
-- PGlite ships both extensions; apps/api/src/db/client.ts loads them on every open.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- Lower case without accents, as the domain's searchWords folds what a shopper types.
-- unaccent() is only STABLE (its dictionary could change); naming the dictionary makes the
-- wrapper safe to declare IMMUTABLE, which generated columns and indexes require. Every name is
-- schema-qualified because pg_restore runs these with an empty search_path.
CREATE OR REPLACE FUNCTION public.scentia_fold(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
RETURN pg_catalog.lower(public.unaccent('public.unaccent'::regdictionary, value));
--> statement-breakpoint
-- The search document: name and brand weigh A, the notes B, the description C. The 'simple'
-- configuration neither stems nor drops words, so brand names and notes in any language stay
-- whole, and a prefix query ("vani:*") finds what a shopper is still typing.
CREATE OR REPLACE FUNCTION public.scentia_search_document(
  name text, brand text, description text, top_notes text[], heart_notes text[], base_notes text[]
) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN pg_catalog.setweight(pg_catalog.to_tsvector('pg_catalog.simple'::regconfig, public.scentia_fold(name || ' ' || brand)), 'A')
  || pg_catalog.setweight(pg_catalog.to_tsvector('pg_catalog.simple'::regconfig, public.scentia_fold(pg_catalog.array_to_string(top_notes || heart_notes || base_notes, ' '))), 'B')
  || pg_catalog.setweight(pg_catalog.to_tsvector('pg_catalog.simple'::regconfig, public.scentia_fold(description)), 'C');
