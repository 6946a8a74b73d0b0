-- Decision 008: every owner grant made before this migration belongs to an account whose password
-- the mailbox never proved (mailbox_proven_at is new, so null for all of them), and some came from
-- ADMIN_EMAILS, which is now read live and never written. Withdraw them all: a listed owner is an
-- owner again after a password reset; an admin:create owner after a reset and the script again.
UPDATE "users" SET "role" = 'customer' WHERE "role" = 'admin';
