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
ALTER TABLE "quote_sendings" ADD CONSTRAINT "quote_sendings_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;