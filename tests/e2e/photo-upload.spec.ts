import { expect, test } from "@playwright/test";
import { hasExif, jpegWithExif } from "../support/photo-samples.ts";

// A doctor uploads a profile photo from a phone (#issue item 4): a 20 MB file is refused in
// Spanish, and the EXIF (GPS position, camera, owner) of a camera JPEG never reaches the public.
test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

const PASSWORD = "Doctor-Demo-2026";

test("a doctor's photo: 20 MB refused in Spanish; a camera JPEG served as WebP without EXIF", async ({
  page,
}) => {
  // A demo doctor of its own (other specs use 01 to 03) who holds a listing on this database.
  let own: { profilePath: string; name: string } | null = null;
  for (let n = 12; n >= 4 && !own; n--) {
    const email = `doctor.demo${String(n).padStart(2, "0")}@example.com`;
    expect(
      (await page.request.post("/api/auth/login", { data: { email, password: PASSWORD } })).ok(),
    ).toBe(true);
    const answer = await page.request.get("/api/providers/me");
    if (answer.ok()) own = (await answer.json()) as { profilePath: string; name: string };
  }
  expect(own, "ningún médico de demostración del 04 al 12 tiene perfil").not.toBeNull();

  await page.goto("/dashboard?tab=perfil");
  // Kept: the photo uploads (and their size checks) are the dashboard's scripts.
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const photos = page.getByRole("region", { name: "Fotos" });
  const input = photos.getByLabel("Subir foto de perfil");
  await expect(input).toBeAttached();

  // 20 MB: the dashboard says no before sending it…
  const huge = Buffer.alloc(20 * 1024 * 1024, 0xff);
  await input.setInputFiles({ name: "foto-enorme.jpg", mimeType: "image/jpeg", buffer: huge });
  await expect(photos.getByRole("alert")).toHaveText("El archivo no puede pesar más de 8 MB.");
  // …and the server, for anything that does send it, says the same with a 413.
  const refused = await page.request.post("/api/providers/me/photo", {
    multipart: { foto: { name: "foto-enorme.jpg", mimeType: "image/jpeg", buffer: huge } },
  });
  expect(refused.status()).toBe(413);
  expect(await refused.json()).toEqual({ error: "El archivo no puede pesar más de 8 MB." });

  // A camera JPEG with GPS coordinates in its EXIF.
  const camera = await jpegWithExif(1200, 900);
  expect(hasExif(camera)).toBe(true);
  await input.setInputFiles({ name: "IMG_2041.jpg", mimeType: "image/jpeg", buffer: camera });
  const preview = photos.getByRole("img", { name: "Tu foto de perfil actual" });
  // The demo portrait (if any) gives way to the upload, stored under its content hash.
  await expect(preview).toHaveAttribute("src", /^\/fotos\/[a-f0-9]{32}-384\.webp$/);
  await expect(photos.getByRole("alert")).toHaveCount(0);
  const src = (await preview.getAttribute("src"))!;

  const served = await page.request.get(src);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/webp");
  expect(served.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  const bytes = await served.body();
  expect(bytes.subarray(0, 4).toString("latin1")).toBe("RIFF");
  expect(hasExif(bytes)).toBe(false);
  expect(bytes.includes(Buffer.from("CamaraDePrueba"))).toBe(false);

  // The public profile shows it at once, with the three widths to choose from.
  await page.goto(own!.profilePath);
  const onProfile = page.getByRole("img", { name: `Foto de ${own!.name}` }).first();
  await expect(onProfile).toHaveAttribute("src", src);
  await expect(onProfile).toHaveAttribute(
    "srcset",
    /-96\.webp 96w, .*-192\.webp 192w, .*-384\.webp 384w/,
  );

  // Removed again from the dashboard: the listing goes back to its initials. The button works
  // through the page's scripts: a click before they run would be lost.
  await page.goto("/dashboard?tab=perfil");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page
    .getByRole("region", { name: "Fotos" })
    .getByRole("button", { name: "Quitar foto" })
    .click();
  await expect(
    page
      .getByRole("region", { name: "Fotos" })
      .getByRole("img", { name: "Tu foto de perfil actual" }),
  ).toHaveCount(0);
  expect((await page.request.get(src)).status()).toBe(404);
});
