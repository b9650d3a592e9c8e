-- Saved plans are stored as json (their text as written) rather than jsonb: see the comment in schema.ts.
ALTER TABLE "itineraries" ALTER COLUMN "data" SET DATA TYPE json USING "data"::json;
