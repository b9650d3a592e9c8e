ALTER TABLE "users" ADD COLUMN "plans_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Any change to a saved plan or to its trip counts up its owner's plans_version, whatever wrote it (the application,
-- a restore, a hand-made fix), so a cached saved-plans list can be checked against it (list-cache.ts).
CREATE FUNCTION "count_plan_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE "users" SET "plans_version" = "plans_version" + 1 WHERE "id" = OLD."user_id";
  END IF;
  IF TG_OP = 'INSERT' THEN
    UPDATE "users" SET "plans_version" = "plans_version" + 1 WHERE "id" = NEW."user_id";
  ELSIF TG_OP = 'UPDATE' THEN
    IF NEW."user_id" IS DISTINCT FROM OLD."user_id" THEN
      UPDATE "users" SET "plans_version" = "plans_version" + 1 WHERE "id" = NEW."user_id";
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "itineraries_count_change" AFTER INSERT OR UPDATE OR DELETE ON "itineraries"
  FOR EACH ROW EXECUTE FUNCTION "count_plan_change"();--> statement-breakpoint
CREATE TRIGGER "trips_count_change" AFTER UPDATE OR DELETE ON "trips"
  FOR EACH ROW EXECUTE FUNCTION "count_plan_change"();
