DROP INDEX "travellers_company_name";--> statement-breakpoint
DROP INDEX "travellers_company_order";--> statement-breakpoint
CREATE INDEX "travellers_company_name_c" ON "travellers" USING btree ("company_code",(search_name collate "C"),"id");