-- A mobile of the doctor's own for the profile's WhatsApp button; null hides the button.
ALTER TABLE "providers" ADD COLUMN "whatsapp" text;
