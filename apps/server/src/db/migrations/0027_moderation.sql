CREATE TABLE "moderation_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"moderator_id" uuid,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" uuid NOT NULL,
	"target_title" text NOT NULL,
	"note" text,
	"refunds" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moderation_audit_action_check" CHECK (action in ('dismiss', 'remove', 'suspend', 'reinstate'))
);
--> statement-breakpoint
CREATE TABLE "moderation_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"target_type" text NOT NULL,
	"target_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	"action" text,
	"note" text,
	CONSTRAINT "moderation_cases_target_type_check" CHECK (target_type in ('product', 'look', 'collection', 'user')),
	CONSTRAINT "moderation_cases_action_check" CHECK (action in ('dismiss', 'remove', 'suspend'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "removal_note" text;--> statement-breakpoint
ALTER TABLE "looks" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "looks" ADD COLUMN "removal_note" text;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "removal_note" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "case_id" uuid;--> statement-breakpoint
-- The reports already filed open one case per reported thing (docs/product.md §20).
INSERT INTO "moderation_cases" ("target_type", "target_id", "created_at")
  SELECT "target_type", "target_id", min("created_at") FROM "reports" GROUP BY "target_type", "target_id";--> statement-breakpoint
UPDATE "reports" SET "case_id" = c."id" FROM "moderation_cases" c
  WHERE c."target_type" = "reports"."target_type" AND c."target_id" = "reports"."target_id";--> statement-breakpoint
ALTER TABLE "reports" ALTER COLUMN "case_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "moderation_audit" ADD CONSTRAINT "moderation_audit_moderator_id_users_id_fk" FOREIGN KEY ("moderator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_cases" ADD CONSTRAINT "moderation_cases_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "moderation_audit_created_idx" ON "moderation_audit" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_cases_open_target_idx" ON "moderation_cases" USING btree ("target_type","target_id") WHERE "moderation_cases"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "moderation_cases_open_idx" ON "moderation_cases" USING btree ("created_at") WHERE "moderation_cases"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "moderation_cases_resolved_idx" ON "moderation_cases" USING btree ("resolved_at") WHERE "moderation_cases"."resolved_at" is not null;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_case_id_moderation_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."moderation_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_suspended_idx" ON "users" USING btree ("id") WHERE "users"."suspended_at" is not null;--> statement-breakpoint
CREATE INDEX "reports_case_idx" ON "reports" USING btree ("case_id","created_at");