CREATE TABLE "submit_tokens" (
	"token" varchar(64) PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"entity" varchar(50) NOT NULL,
	"record_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
