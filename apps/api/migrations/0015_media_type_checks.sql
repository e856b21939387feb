-- The media types of a person in charge's attachments are an enum of the contract: the database refuses
-- any other, as it does for every other enum column.
ALTER TABLE pic
  ADD CONSTRAINT pic_signature_image_content_type_chk
    CHECK (signature_image_content_type IN ('image/png', 'image/jpeg', 'image/gif', 'image/webp')),
  ADD CONSTRAINT pic_stamp_image_content_type_chk
    CHECK (stamp_image_content_type IN ('image/png', 'image/jpeg', 'image/gif', 'image/webp')),
  ADD CONSTRAINT pic_authorization_letter_content_type_chk
    CHECK (authorization_letter_content_type IN ('image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf'));
