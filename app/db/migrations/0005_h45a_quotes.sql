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
ALTER TABLE "quote_options" ADD CONSTRAINT "quote_options_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fee_rules_key" ON "fee_rules" USING btree ("company_code","cabin","source","currency");--> statement-breakpoint
CREATE INDEX "quote_options_quote" ON "quote_options" USING btree ("quote_id","position");--> statement-breakpoint
CREATE INDEX "quotes_company_time" ON "quotes" USING btree ("company_code","created_at","id");