DROP INDEX "activity_company_time";--> statement-breakpoint
DROP INDEX "activity_company_user_time";--> statement-breakpoint
DROP INDEX "activity_company_action_time";--> statement-breakpoint
DROP INDEX "activity_target_time";--> statement-breakpoint
CREATE INDEX "activity_company_outcome_time" ON "activity_events" USING btree ("company_code","outcome","occurred_at","id");--> statement-breakpoint
CREATE INDEX "activity_login_action_time" ON "activity_events" USING btree ("user_login","action","occurred_at");--> statement-breakpoint
CREATE INDEX "activity_company_time" ON "activity_events" USING btree ("company_code","occurred_at","id");--> statement-breakpoint
CREATE INDEX "activity_company_user_time" ON "activity_events" USING btree ("company_code","user_login","occurred_at","id");--> statement-breakpoint
CREATE INDEX "activity_company_action_time" ON "activity_events" USING btree ("company_code","action","occurred_at","id");--> statement-breakpoint
CREATE INDEX "activity_target_time" ON "activity_events" USING btree ("target_kind","target_id","occurred_at","id");