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
CREATE INDEX "queue_live_company_due" ON "queue_items" USING btree ("company_code","due") WHERE "queue_items"."state" <> 'done';--> statement-breakpoint
CREATE INDEX "queue_live_owner_due" ON "queue_items" USING btree ("company_code","owner","due") WHERE "queue_items"."state" <> 'done';