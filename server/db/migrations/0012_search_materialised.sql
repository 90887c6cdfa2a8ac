-- Tables the search reads instead of the listings table (server/db/schema/search.ts), kept
-- by statement-level triggers with transition tables: one aggregated change per statement,
-- so a bulk import or the demo seed costs one upsert per touched key, not one per row, and
-- every writer keeps them right in its own transaction. Deltas, not recounts: the upsert
-- waits for and re-reads a counter another transaction holds, so concurrent writes both count.

-- Public listings per (specialty, city). An UPDATE that moves nothing (a bio edit, the
-- review counters) sums to zero and writes nothing.
CREATE OR REPLACE FUNCTION providers_apply_public_counts() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, * FROM new_listings'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, * FROM old_listings'
    ELSE 'SELECT 1 AS sign, * FROM new_listings UNION ALL SELECT -1, * FROM old_listings'
  END;
BEGIN
  -- Dynamic only to name the transition tables this event has; the SQL is fixed.
  EXECUTE format($sql$
    INSERT INTO public_listing_counts AS c (specialty_slug, city_slug, listings, verified, available_today)
    SELECT * FROM (
      SELECT coalesce(specialty_slug, '') AS specialty, coalesce(city_slug, '') AS city,
             sum(sign) AS listings,
             coalesce(sum(sign) FILTER (WHERE license_verified), 0) AS verified,
             coalesce(sum(sign) FILTER (WHERE available_today), 0) AS available_today
      FROM (%s) changes
      WHERE approval_status = 'approved'
      GROUP BY 1, 2
    ) d
    WHERE d.listings <> 0 OR d.verified <> 0 OR d.available_today <> 0
    ORDER BY d.specialty, d.city
    ON CONFLICT (specialty_slug, city_slug) DO UPDATE
    SET listings = c.listings + excluded.listings,
        verified = c.verified + excluded.verified,
        available_today = c.available_today + excluded.available_today
  $sql$, changes);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The folded names of public listings. An UPDATE touches only the rows whose name or
-- visibility changed; deletions follow the foreign key's cascade.
CREATE OR REPLACE FUNCTION providers_apply_public_names() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO provider_names (provider_id, name)
    SELECT id, f_unaccent(lower(name)) FROM new_listings WHERE approval_status = 'approved';
  ELSE
    DELETE FROM provider_names n
    USING new_listings nl JOIN old_listings ol ON ol.id = nl.id
    WHERE n.provider_id = nl.id AND nl.approval_status <> 'approved' AND ol.approval_status = 'approved';
    INSERT INTO provider_names AS n (provider_id, name)
    SELECT nl.id, f_unaccent(lower(nl.name))
    FROM new_listings nl JOIN old_listings ol ON ol.id = nl.id
    WHERE nl.approval_status = 'approved'
      AND (ol.approval_status <> 'approved' OR ol.name IS DISTINCT FROM nl.name)
    ON CONFLICT (provider_id) DO UPDATE SET name = excluded.name;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER providers_public_counts_insert AFTER INSERT ON providers
  REFERENCING NEW TABLE AS new_listings
  FOR EACH STATEMENT EXECUTE FUNCTION providers_apply_public_counts();
--> statement-breakpoint
CREATE TRIGGER providers_public_counts_update AFTER UPDATE ON providers
  REFERENCING OLD TABLE AS old_listings NEW TABLE AS new_listings
  FOR EACH STATEMENT EXECUTE FUNCTION providers_apply_public_counts();
--> statement-breakpoint
CREATE TRIGGER providers_public_counts_delete AFTER DELETE ON providers
  REFERENCING OLD TABLE AS old_listings
  FOR EACH STATEMENT EXECUTE FUNCTION providers_apply_public_counts();
--> statement-breakpoint
CREATE TRIGGER providers_public_names_insert AFTER INSERT ON providers
  REFERENCING NEW TABLE AS new_listings
  FOR EACH STATEMENT EXECUTE FUNCTION providers_apply_public_names();
--> statement-breakpoint
CREATE TRIGGER providers_public_names_update AFTER UPDATE ON providers
  REFERENCING OLD TABLE AS old_listings NEW TABLE AS new_listings
  FOR EACH STATEMENT EXECUTE FUNCTION providers_apply_public_names();
--> statement-breakpoint
-- A TRUNCATE fires no row changes: the counts start over with the table.
CREATE OR REPLACE FUNCTION providers_clear_public_counts() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM public_listing_counts;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER providers_public_counts_truncate AFTER TRUNCATE ON providers
  FOR EACH STATEMENT EXECUTE FUNCTION providers_clear_public_counts();
--> statement-breakpoint
-- Approved reviews in the whole directory and how many are positive (4 or 5).
CREATE OR REPLACE FUNCTION reviews_apply_totals() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  approved_change integer := 0;
  positive_change integer := 0;
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT approved_change + count(*), positive_change + count(*) FILTER (WHERE rating >= 4)
    INTO approved_change, positive_change
    FROM new_reviews WHERE approval_status = 'approved';
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    SELECT approved_change - count(*), positive_change - count(*) FILTER (WHERE rating >= 4)
    INTO approved_change, positive_change
    FROM old_reviews WHERE approval_status = 'approved';
  END IF;
  IF approved_change <> 0 OR positive_change <> 0 THEN
    INSERT INTO review_totals AS t (id, approved, positive)
    VALUES (1, approved_change, positive_change)
    ON CONFLICT (id) DO UPDATE
    SET approved = t.approved + excluded.approved, positive = t.positive + excluded.positive;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER reviews_totals_insert AFTER INSERT ON reviews
  REFERENCING NEW TABLE AS new_reviews
  FOR EACH STATEMENT EXECUTE FUNCTION reviews_apply_totals();
--> statement-breakpoint
CREATE TRIGGER reviews_totals_update AFTER UPDATE ON reviews
  REFERENCING OLD TABLE AS old_reviews NEW TABLE AS new_reviews
  FOR EACH STATEMENT EXECUTE FUNCTION reviews_apply_totals();
--> statement-breakpoint
CREATE TRIGGER reviews_totals_delete AFTER DELETE ON reviews
  REFERENCING OLD TABLE AS old_reviews
  FOR EACH STATEMENT EXECUTE FUNCTION reviews_apply_totals();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION reviews_clear_totals() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM review_totals;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER reviews_totals_truncate AFTER TRUNCATE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION reviews_clear_totals();
--> statement-breakpoint
-- What the listings already hold.
INSERT INTO public_listing_counts (specialty_slug, city_slug, listings, verified, available_today)
SELECT coalesce(specialty_slug, ''), coalesce(city_slug, ''), count(*),
       count(*) FILTER (WHERE license_verified), count(*) FILTER (WHERE available_today)
FROM providers WHERE approval_status = 'approved'
GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO provider_names (provider_id, name)
SELECT id, f_unaccent(lower(name)) FROM providers WHERE approval_status = 'approved';
--> statement-breakpoint
INSERT INTO review_totals (id, approved, positive)
SELECT 1, count(*), count(*) FILTER (WHERE rating >= 4)
FROM reviews WHERE approval_status = 'approved';
