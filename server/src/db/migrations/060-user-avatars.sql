-- Avatars uploaded through /VEResources/Files/SetHeader (issue 23): one image per user, checked
-- (type by its bytes, size) before it is stored; served back with its own content type only.
CREATE TABLE user_avatars (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  mime text NOT NULL CHECK (mime IN ('image/png', 'image/jpeg', 'image/gif', 'image/webp')),
  content bytea NOT NULL CHECK (octet_length(content) <= 2097152),
  updated_at timestamptz NOT NULL DEFAULT now()
);
