-- The vocabulary of public names (provider_name_words) grows with every name written to
-- provider_names, one statement at a time (bulk imports add each new word once).
CREATE OR REPLACE FUNCTION provider_names_add_words() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO provider_name_words (word)
  SELECT DISTINCT unnest(tsvector_to_array(words)) FROM new_names
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER provider_names_words_insert AFTER INSERT ON provider_names
  REFERENCING NEW TABLE AS new_names
  FOR EACH STATEMENT EXECUTE FUNCTION provider_names_add_words();
--> statement-breakpoint
CREATE TRIGGER provider_names_words_update AFTER UPDATE ON provider_names
  REFERENCING NEW TABLE AS new_names
  FOR EACH STATEMENT EXECUTE FUNCTION provider_names_add_words();
--> statement-breakpoint
INSERT INTO provider_name_words (word)
SELECT DISTINCT unnest(tsvector_to_array(words)) FROM provider_names
ON CONFLICT (word) DO NOTHING;
