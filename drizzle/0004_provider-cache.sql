CREATE TABLE "provider_cache" (
	"namespace" text NOT NULL,
	"key" text NOT NULL,
	"body" json NOT NULL,
	"bytes" integer NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "provider_cache_namespace_key_pk" PRIMARY KEY("namespace","key")
);
--> statement-breakpoint
CREATE INDEX "provider_cache_expiry_idx" ON "provider_cache" USING btree ("expires_at");