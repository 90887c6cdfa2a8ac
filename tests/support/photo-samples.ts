import sharp from "sharp";

/**
 * A camera-like JPEG: a gradient with EXIF that names the camera, its owner and where it was
 * taken (GPS), as phones write it. Made here so no real person's photo is kept in the repo.
 */
export async function jpegWithExif(width = 640, height = 480): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = Math.round((x / width) * 255);
      pixels[i + 1] = Math.round((y / height) * 255);
      pixels[i + 2] = 140;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .withMetadata({
      exif: {
        IFD0: { Make: "CamaraDePrueba", Model: "Modelo 12", Artist: "Consultorio Privado" },
        IFD3: {
          GPSLatitudeRef: "N",
          GPSLatitude: "19/1 25/1 56/1",
          GPSLongitudeRef: "W",
          GPSLongitude: "99/1 7/1 58/1",
        },
      },
    })
    .toBuffer();
}

/** True when the bytes carry an EXIF block (the "Exif\0\0" header of APP1 or a WebP chunk). */
export function hasExif(bytes: Buffer): boolean {
  return (
    bytes.includes(Buffer.from("Exif\0\0", "latin1")) ||
    bytes.includes(Buffer.from("EXIF", "latin1"))
  );
}
