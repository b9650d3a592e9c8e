ALTER TABLE "users" ADD COLUMN "plans_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Any change to a saved plan or to its trip moves its owner's plans_version on, whatever wrote it (the application,
-- another instance, a fix by hand), so a cached saved-plans list can be checked against it (list-cache.ts). The new
-- value is the change's time in microseconds, or one more than before if that is not later: it never repeats, even
-- after a restore brings back an older value, so a version names one state of the user's plans.
CREATE FUNCTION "next_plans_version"("user_id" uuid) RETURNS void LANGUAGE sql AS $$
  UPDATE "users"
  SET "plans_version" = greatest("plans_version" + 1, (extract(epoch from clock_timestamp()) * 1000000)::bigint)
  WHERE "id" = "user_id";
$$;--> statement-breakpoint
CREATE FUNCTION "count_plan_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM "next_plans_version"(OLD."user_id");
  END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM "next_plans_version"(NEW."user_id");
  ELSIF TG_OP = 'UPDATE' AND NEW."user_id" IS DISTINCT FROM OLD."user_id" THEN
    PERFORM "next_plans_version"(NEW."user_id");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "itineraries_count_change" AFTER INSERT OR UPDATE OR DELETE ON "itineraries"
  FOR EACH ROW EXECUTE FUNCTION "count_plan_change"();--> statement-breakpoint
CREATE TRIGGER "trips_count_change" AFTER UPDATE OR DELETE ON "trips"
  FOR EACH ROW EXECUTE FUNCTION "count_plan_change"();
