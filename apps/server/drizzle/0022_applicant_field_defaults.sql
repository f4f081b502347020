ALTER TABLE "applications" ALTER COLUMN "surname" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "given_n" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "sex" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "dob" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "birth_city" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "current_n" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "identification" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "national_id" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "company" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "duty_duration" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "job_title" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "salary" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "passport" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "issued_country" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "phone" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "email" SET DEFAULT '';