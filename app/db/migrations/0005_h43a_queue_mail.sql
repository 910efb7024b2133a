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
