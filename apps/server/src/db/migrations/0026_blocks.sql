CREATE TABLE "blocks" (
	"blocker_id" uuid NOT NULL,
	"blocked_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocks_blocker_id_blocked_id_pk" PRIMARY KEY("blocker_id","blocked_id"),
	CONSTRAINT "blocks_not_self_check" CHECK ("blocks"."blocker_id" <> "blocks"."blocked_id")
);
--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_blocker_id_users_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_blocked_id_users_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blocks_blocked_idx" ON "blocks" USING btree ("blocked_id","blocker_id");--> statement-breakpoint
CREATE INDEX "blocks_blocker_created_idx" ON "blocks" USING btree ("blocker_id","created_at");--> statement-breakpoint
-- A block changes what both people may see of each other (their cached answers, apps/server/src/lib/change-feed.ts).
CREATE TRIGGER blocks_change_log_insert AFTER INSERT ON "blocks" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION change_log_columns('user', 'blocker_id', 'user', 'blocked_id');--> statement-breakpoint
CREATE TRIGGER blocks_change_log_delete AFTER DELETE ON "blocks" REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION change_log_columns('user', 'blocker_id', 'user', 'blocked_id');
