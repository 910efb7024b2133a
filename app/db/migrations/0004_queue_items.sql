CREATE TABLE "queue_items" (
	"id" text PRIMARY KEY NOT NULL,
	"company_code" text NOT NULL,
	"kind" text NOT NULL,
	"booking_id" text NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"snoozed_until" timestamp with time zone,
	"done_reason" text,
	"done_at" timestamp with time zone,
	"owner" text,
	"note" text,
	"created_by" text DEFAULT '' NOT NULL,
	"record_locator" text DEFAULT '' NOT NULL,
	"travellers" text DEFAULT '' NOT NULL,
	"route" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "queue_note_length" CHECK (char_length("queue_items"."note") <= 500)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "queue_item_key" ON "queue_items" USING btree ("company_code","kind","booking_id","due");--> statement-breakpoint
CREATE INDEX "queue_company_state_due" ON "queue_items" USING btree ("company_code","state","due");