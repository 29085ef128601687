CREATE TABLE "grocery_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"food_key" text NOT NULL,
	"amount" double precision,
	"unit" text DEFAULT '' NOT NULL,
	"category" text DEFAULT 'other' NOT NULL,
	"checked" boolean DEFAULT false NOT NULL,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grocery_items_category_check" CHECK ("grocery_items"."category" in ('produce', 'dairy', 'meat_fish', 'bakery', 'pantry', 'frozen', 'spices', 'other')),
	CONSTRAINT "grocery_items_amount_check" CHECK ("grocery_items"."amount" is null or "grocery_items"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "grocery_items" ADD CONSTRAINT "grocery_items_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "grocery_items_user_checked_category_idx" ON "grocery_items" USING btree ("user_id","checked","category");