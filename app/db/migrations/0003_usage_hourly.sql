CREATE TABLE "usage_hourly" (
	"company_code" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	"automatic_searches" integer DEFAULT 0 NOT NULL,
	"bookings" integer DEFAULT 0 NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "usage_company_hour" PRIMARY KEY("company_code","hour")
);
--> statement-breakpoint
CREATE INDEX "usage_hour" ON "usage_hourly" USING btree ("hour");