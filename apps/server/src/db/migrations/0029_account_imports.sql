CREATE TABLE "account_imports" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"source_id" text NOT NULL,
	"target_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_imports_user_id_kind_source_id_pk" PRIMARY KEY("user_id","kind","source_id")
);
--> statement-breakpoint
ALTER TABLE "account_imports" ADD CONSTRAINT "account_imports_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;