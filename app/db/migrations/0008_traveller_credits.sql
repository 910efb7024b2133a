CREATE TABLE "traveller_credits" (
	"id" text PRIMARY KEY NOT NULL,
	"company_code" text NOT NULL,
	"traveller_id" text,
	"traveller_name" text NOT NULL,
	"airline_code" text NOT NULL,
	"ticket_number" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"issued_on" date,
	"expires_on" date NOT NULL,
	"expiry_assumed" boolean NOT NULL,
	"booking_id" text NOT NULL,
	"record_locator" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"state_changed_by" text,
	"state_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "credit_state" CHECK ("traveller_credits"."state" in ('open', 'used', 'expired'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ticket" ON "traveller_credits" USING btree ("company_code","ticket_number");--> statement-breakpoint
CREATE INDEX "credit_company_state" ON "traveller_credits" USING btree ("company_code","state","expires_on");