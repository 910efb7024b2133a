CREATE TABLE "activity_events" (
	"id" text PRIMARY KEY NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"company_code" text NOT NULL,
	"user_id" text NOT NULL,
	"user_login" text NOT NULL,
	"user_name" text NOT NULL,
	"action" text NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" text NOT NULL,
	"target_version" integer,
	"outcome" text NOT NULL,
	"error_code" text,
	"serial_no" text,
	"request_id" text,
	"details" jsonb
);
--> statement-breakpoint
CREATE TABLE "booking_notes" (
	"id" text PRIMARY KEY NOT NULL,
	"company_code" text NOT NULL,
	"booking_id" text NOT NULL,
	"author_id" text NOT NULL,
	"author_login" text NOT NULL,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"edited_at" timestamp with time zone,
	CONSTRAINT "notes_body_length" CHECK (char_length("booking_notes"."body") between 1 and 2000)
);
--> statement-breakpoint
CREATE INDEX "activity_company_time" ON "activity_events" USING btree ("company_code","occurred_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "activity_company_user_time" ON "activity_events" USING btree ("company_code","user_login","occurred_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "activity_company_action_time" ON "activity_events" USING btree ("company_code","action","occurred_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "activity_target_time" ON "activity_events" USING btree ("target_kind","target_id","occurred_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "activity_time" ON "activity_events" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "notes_booking_time" ON "booking_notes" USING btree ("company_code","booking_id","created_at" DESC NULLS LAST);