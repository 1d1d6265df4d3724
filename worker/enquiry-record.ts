// Rows as D1 returns them (migrations/0001_enquiries.sql).

export interface EnquiryRecord {
  id: string
  reference: string
  submission_id: string
  /** ISO 8601, UTC. */
  created_at: string
  name: string
  /** +447…, as dialled. */
  phone: string
  phone_display: string
  email: string
  postcode: string
  coverage: string
  radiators: string
  pipe_type: string
  power_flushed: string
  note: string
  call_time: string
  source_page: string
  photos_expected: number
  notified_at: string | null
  notify_attempts: number
  notify_error: string | null
  next_notify_at: string | null
  customer: number
  photos_deleted_at: string | null
}

export interface PhotoRecord {
  enquiry_id: string
  position: number
  file_name: string
  content_type: string
  bytes: number
  stored_at: string | null
  error: string | null
}
