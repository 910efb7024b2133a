CREATE TABLE "booking_sightings" (
	"company_code" text NOT NULL,
	"booking_id" text NOT NULL,
	"sighting" jsonb NOT NULL,
	"seen_key" text NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sightings_company_booking" PRIMARY KEY("company_code","booking_id")
);
