CREATE TABLE "booking_sightings" (
	"company_code" text NOT NULL,
	"booking_id" text NOT NULL,
	"sighting" jsonb NOT NULL,
	"seen_key" text NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sightings_company_booking" PRIMARY KEY("company_code","booking_id")
);
--> statement-breakpoint
CREATE TABLE "fee_rules" (
	"id" text PRIMARY KEY NOT NULL,
	"company_code" text NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"currency" text DEFAULT '' NOT NULL,
	"cabin" text DEFAULT '' NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"minimum" numeric(14, 2),
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fee_rules_kind" CHECK ("fee_rules"."kind" in ('fixed', 'percent')),
	CONSTRAINT "fee_rules_amount" CHECK ("fee_rules"."amount" >= 0),
	CONSTRAINT "fee_rules_percent" CHECK ("fee_rules"."kind" = 'fixed' or "fee_rules"."amount" <= 100)
);
--> statement-breakpoint
CREATE TABLE "queue_mail" (
	"company_code" text NOT NULL,
	"login" text NOT NULL,
	"address" text NOT NULL,
	"locale" text NOT NULL,
	"portal_url" text NOT NULL,
	"last_day" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "queue_mail_company_code_login_pk" PRIMARY KEY("company_code","login")
);
--> statement-breakpoint
CREATE TABLE "quote_options" (
	"id" text PRIMARY KEY NOT NULL,
	"quote_id" text NOT NULL,
	"company_code" text NOT NULL,
	"position" integer NOT NULL,
	"origin" text NOT NULL,
	"source" text NOT NULL,
	"fare_ref" text NOT NULL,
	"legs" jsonb NOT NULL,
	"currency" text NOT NULL,
	"prices" jsonb NOT NULL,
	"fare_total" numeric(14, 2) NOT NULL,
	"fee_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	"fee" jsonb,
	"penalties" jsonb,
	"added_by" text NOT NULL,
	"added_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_sendings" (
	"quote_id" text PRIMARY KEY NOT NULL,
	"company_code" text NOT NULL,
	"agency_name" text NOT NULL,
	"sent_by" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"renewal_message" text,
	"renewal_asked_at" timestamp with time zone,
	CONSTRAINT "quote_sendings_message" CHECK (char_length("quote_sendings"."renewal_message") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" text PRIMARY KEY NOT NULL,
	"company_code" text NOT NULL,
	"created_by" text NOT NULL,
	"created_by_name" text NOT NULL,
	"search" jsonb NOT NULL,
	"search_query" text NOT NULL,
	"route" text NOT NULL,
	"departure_date" text NOT NULL,
	"client_name" text DEFAULT '' NOT NULL,
	"client_email" text DEFAULT '' NOT NULL,
	"client_language" text DEFAULT 'en-US' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"validity_hours" integer DEFAULT 24 NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"sent_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"chosen_option_id" text,
	"client_message" text,
	"chosen_at" timestamp with time zone,
	"booking_id" text,
	"booked_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "quotes_state" CHECK ("quotes"."state" in ('draft', 'sent', 'accepted', 'booked', 'expired')),
	CONSTRAINT "quotes_note_length" CHECK (char_length("quotes"."note") <= 2000),
	CONSTRAINT "quotes_message_length" CHECK (char_length("quotes"."client_message") <= 2000),
	CONSTRAINT "quotes_validity" CHECK ("quotes"."validity_hours" between 1 and 720),
	CONSTRAINT "quotes_language" CHECK ("quotes"."client_language" in ('en-US', 'zh-CN', 'zh-HK'))
);
--> statement-breakpoint
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
CREATE TABLE "traveller_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"traveller_id" text NOT NULL,
	"company_code" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"type" text NOT NULL,
	"number_sealed" text NOT NULL,
	"number_last4" text NOT NULL,
	"issuing_country" text DEFAULT '' NOT NULL,
	"expiry" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "travellers" (
	"id" text PRIMARY KEY NOT NULL,
	"company_code" text NOT NULL,
	"surname" text NOT NULL,
	"given_names" text DEFAULT '' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"search_name" text NOT NULL,
	"search_given" text DEFAULT '' NOT NULL,
	"birth_date_sealed" text,
	"gender" text DEFAULT '' NOT NULL,
	"nationality" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"telephone" text DEFAULT '' NOT NULL,
	"frequent_flyer" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"meal_preference" text DEFAULT '' NOT NULL,
	"seat_preference" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "travellers_notes_length" CHECK (char_length("travellers"."notes") <= 2000)
);
--> statement-breakpoint
ALTER TABLE "quote_options" ADD CONSTRAINT "quote_options_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_sendings" ADD CONSTRAINT "quote_sendings_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traveller_documents" ADD CONSTRAINT "traveller_documents_traveller_id_travellers_id_fk" FOREIGN KEY ("traveller_id") REFERENCES "public"."travellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fee_rules_key" ON "fee_rules" USING btree ("company_code","cabin","source","currency");--> statement-breakpoint
CREATE INDEX "quote_options_quote" ON "quote_options" USING btree ("quote_id","position");--> statement-breakpoint
CREATE INDEX "quotes_company_time" ON "quotes" USING btree ("company_code","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ticket" ON "traveller_credits" USING btree ("company_code","ticket_number");--> statement-breakpoint
CREATE INDEX "credit_company_state" ON "traveller_credits" USING btree ("company_code","state","expires_on");--> statement-breakpoint
CREATE INDEX "traveller_documents_traveller" ON "traveller_documents" USING btree ("traveller_id");--> statement-breakpoint
CREATE INDEX "traveller_documents_company_last4" ON "traveller_documents" USING btree ("company_code","number_last4");--> statement-breakpoint
CREATE INDEX "travellers_company_name" ON "travellers" USING btree ("company_code","search_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "travellers_company_given" ON "travellers" USING btree ("company_code","search_given" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "travellers_company_email" ON "travellers" USING btree ("company_code","email" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "travellers_company_order" ON "travellers" USING btree ("company_code","search_name","id");--> statement-breakpoint
CREATE INDEX "travellers_used" ON "travellers" USING btree ("last_used_at","created_at");--> statement-breakpoint
CREATE INDEX "queue_live_company_due" ON "queue_items" USING btree ("company_code","due") WHERE "queue_items"."state" <> 'done';--> statement-breakpoint
CREATE INDEX "queue_live_owner_due" ON "queue_items" USING btree ("company_code","owner","due") WHERE "queue_items"."state" <> 'done';