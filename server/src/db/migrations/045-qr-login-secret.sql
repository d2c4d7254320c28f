-- QR login bound to the browser that created it (issue 12): the browser holds a secret that only
-- saveqrcode's answer carries; the status poll must present it. Only its SHA-256 is stored.
-- Keys made before this migration have no secret, so no poll can take their session any more.
ALTER TABLE qr_logins ADD COLUMN secret_hash text;
UPDATE qr_logins SET token = NULL WHERE token IS NOT NULL;
