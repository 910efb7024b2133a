ALTER TABLE "activity_events" ADD COLUMN "actor_company" text;--> statement-breakpoint
ALTER TABLE "booking_notes" ADD COLUMN "author_company" text;