-- Approved reviews per listing (providers.approved_review_count / approved_rating_sum), kept
-- by statement-level triggers on reviews so that every writer (moderation, patients, the demo
-- seed's bulk loads, cascades) keeps them right. Deltas, not recounts: an UPDATE re-reads the
-- listing row it waits for, so two transactions adding reviews at once both count.
CREATE OR REPLACE FUNCTION reviews_apply_approved_counts() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE providers p
    SET approved_review_count = p.approved_review_count + d.n,
        approved_rating_sum = p.approved_rating_sum + d.total
    FROM (SELECT provider_id, count(*)::int AS n, sum(rating)::int AS total
          FROM new_reviews WHERE approval_status = 'approved' GROUP BY provider_id) d
    WHERE p.id = d.provider_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE providers p
    SET approved_review_count = p.approved_review_count - d.n,
        approved_rating_sum = p.approved_rating_sum - d.total
    FROM (SELECT provider_id, count(*)::int AS n, sum(rating)::int AS total
          FROM old_reviews WHERE approval_status = 'approved' GROUP BY provider_id) d
    WHERE p.id = d.provider_id;
  ELSE
    UPDATE providers p
    SET approved_review_count = p.approved_review_count + d.n,
        approved_rating_sum = p.approved_rating_sum + d.total
    FROM (SELECT provider_id, sum(n)::int AS n, sum(total)::int AS total
          FROM (SELECT provider_id, 1 AS n, rating AS total
                FROM new_reviews WHERE approval_status = 'approved'
                UNION ALL
                SELECT provider_id, -1, -rating
                FROM old_reviews WHERE approval_status = 'approved') changes
          GROUP BY provider_id) d
    WHERE p.id = d.provider_id AND (d.n <> 0 OR d.total <> 0);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER reviews_approved_counts_insert AFTER INSERT ON reviews
  REFERENCING NEW TABLE AS new_reviews
  FOR EACH STATEMENT EXECUTE FUNCTION reviews_apply_approved_counts();
--> statement-breakpoint
CREATE TRIGGER reviews_approved_counts_update AFTER UPDATE ON reviews
  REFERENCING OLD TABLE AS old_reviews NEW TABLE AS new_reviews
  FOR EACH STATEMENT EXECUTE FUNCTION reviews_apply_approved_counts();
--> statement-breakpoint
CREATE TRIGGER reviews_approved_counts_delete AFTER DELETE ON reviews
  REFERENCING OLD TABLE AS old_reviews
  FOR EACH STATEMENT EXECUTE FUNCTION reviews_apply_approved_counts();
--> statement-breakpoint
UPDATE providers p
SET approved_review_count = d.n, approved_rating_sum = d.total
FROM (SELECT provider_id, count(*)::int AS n, sum(rating)::int AS total
      FROM reviews WHERE approval_status = 'approved' GROUP BY provider_id) d
WHERE p.id = d.provider_id;
