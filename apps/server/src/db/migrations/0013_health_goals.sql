CREATE TABLE "user_health_goals" (
	"user_id" text NOT NULL,
	"health_goal_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_health_goals_user_id_health_goal_id_pk" PRIMARY KEY("user_id","health_goal_id")
);
--> statement-breakpoint
ALTER TABLE "health_goals" ADD COLUMN "rule" jsonb;--> statement-breakpoint
ALTER TABLE "user_health_goals" ADD CONSTRAINT "user_health_goals_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_health_goals" ADD CONSTRAINT "user_health_goals_health_goal_id_health_goals_id_fk" FOREIGN KEY ("health_goal_id") REFERENCES "public"."health_goals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_health_goals_goal_idx" ON "user_health_goals" USING btree ("health_goal_id");