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
ALTER TABLE "traveller_documents" ADD CONSTRAINT "traveller_documents_traveller_id_travellers_id_fk" FOREIGN KEY ("traveller_id") REFERENCES "public"."travellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "traveller_documents_traveller" ON "traveller_documents" USING btree ("traveller_id");--> statement-breakpoint
CREATE INDEX "traveller_documents_company_last4" ON "traveller_documents" USING btree ("company_code","number_last4");--> statement-breakpoint
CREATE INDEX "travellers_company_name" ON "travellers" USING btree ("company_code","search_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "travellers_company_given" ON "travellers" USING btree ("company_code","search_given" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "travellers_company_email" ON "travellers" USING btree ("company_code","email" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "travellers_company_order" ON "travellers" USING btree ("company_code","search_name","id");--> statement-breakpoint
CREATE INDEX "travellers_used" ON "travellers" USING btree ("last_used_at","created_at");