DROP INDEX "travellers_company_name";--> statement-breakpoint
DROP INDEX "travellers_company_order";--> statement-breakpoint
ALTER TABLE "queue_items" ADD COLUMN "done_note" text;--> statement-breakpoint
CREATE INDEX "queue_live_kind_due" ON "queue_items" USING btree ("company_code","kind","due") WHERE "queue_items"."state" <> 'done';--> statement-breakpoint
CREATE INDEX "travellers_company_name_c" ON "travellers" USING btree ("company_code",(search_name collate "C"),"id");--> statement-breakpoint
ALTER TABLE "queue_items" ADD CONSTRAINT "queue_done_note_length" CHECK (char_length("queue_items"."done_note") <= 500);