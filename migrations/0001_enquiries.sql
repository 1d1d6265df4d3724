-- Enquiries from the "Ask us to call you" form, and the photos sent with them (kept in R2).
CREATE TABLE enquiries (
  id TEXT PRIMARY KEY,
  -- What the visitor is told and quotes on the phone, such as PF-7KQ2.
  reference TEXT NOT NULL UNIQUE,
  -- One per form fill: a double tap, a retry or a reload after sending stores one enquiry.
  submission_id TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  name TEXT NOT NULL,
  -- +447…, as dialled; phone_display as the visitor would write it.
  phone TEXT NOT NULL,
  phone_display TEXT NOT NULL,
  email TEXT NOT NULL DEFAULT '',
  postcode TEXT NOT NULL,
  -- The coverage check's answer for the postcode: local, covered or callUs.
  coverage TEXT NOT NULL,
  radiators TEXT NOT NULL DEFAULT '',
  pipe_type TEXT NOT NULL,
  power_flushed TEXT NOT NULL,
  note TEXT NOT NULL DEFAULT '',
  call_time TEXT NOT NULL,
  -- The page the form was sent from.
  source_page TEXT NOT NULL DEFAULT '',
  photos_expected INTEGER NOT NULL DEFAULT 0,
  -- The business's email: sent when notified_at is set; until then retried by the scheduled handler.
  notified_at TEXT,
  notify_attempts INTEGER NOT NULL DEFAULT 0,
  notify_error TEXT,
  next_notify_at TEXT,
  -- Set when the enquiry became a job: its photos are then kept with the customer's records.
  customer INTEGER NOT NULL DEFAULT 0,
  photos_deleted_at TEXT
);
CREATE INDEX enquiries_unsent ON enquiries (notified_at, next_notify_at);
CREATE INDEX enquiries_created ON enquiries (created_at);

CREATE TABLE enquiry_photos (
  enquiry_id TEXT NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  file_name TEXT NOT NULL,
  content_type TEXT NOT NULL,
  bytes INTEGER NOT NULL,
  -- Set once the photo is in R2 (key enquiries/<enquiry id>/<position>); a failed upload keeps its error.
  stored_at TEXT,
  error TEXT,
  PRIMARY KEY (enquiry_id, position)
);
