CREATE TABLE "stripe_top_ups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"checkout_session_id" text,
	"transaction_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stripe_top_ups_amount_check" CHECK ("stripe_top_ups"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "stripe_webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stripe_top_ups" ADD CONSTRAINT "stripe_top_ups_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stripe_top_ups_checkout_session_key" ON "stripe_top_ups" USING btree ("checkout_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stripe_top_ups_request_key" ON "stripe_top_ups" USING btree ("user_id","idempotency_key");