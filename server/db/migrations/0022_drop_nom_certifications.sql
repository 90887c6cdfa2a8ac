-- Earlier demo seeds gave listings "NOM-004" and "NOM-024" as certifications. Those standards
-- rule clinical records and health information systems and certify no doctor, so a database
-- seeded before the fix still showed them in the admin panel and the API. Drop exactly those
-- two entries from every list that holds them; any other certification is kept as written.
UPDATE "providers"
SET "certifications" = (
  SELECT coalesce(jsonb_agg(entry ORDER BY position), '[]'::jsonb)
  FROM jsonb_array_elements("certifications") WITH ORDINALITY AS item(entry, position)
  WHERE entry #>> '{}' NOT IN ('NOM-004', 'NOM-024')
)
WHERE jsonb_typeof("certifications") = 'array'
  AND "certifications" ?| array['NOM-004', 'NOM-024'];
