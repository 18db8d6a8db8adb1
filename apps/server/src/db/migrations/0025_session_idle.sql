ALTER TABLE "markets" ADD COLUMN "session_idle_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "step_up_required" boolean DEFAULT false NOT NULL;