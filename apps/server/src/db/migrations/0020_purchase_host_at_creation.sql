ALTER TABLE "products" ADD COLUMN "purchase_host_at_creation" text;--> statement-breakpoint
-- Products made before this column count as created with their current host. Where this pattern reads a
-- host differently from a URL parser (default ports, unusual authorities), the purchase link warns.
UPDATE "products" SET "purchase_host_at_creation" = lower(substring("purchase_url" from '^[A-Za-z][A-Za-z0-9+.-]*://(?:[^/?#\\]*@)?([^/?#\\]*)'));
