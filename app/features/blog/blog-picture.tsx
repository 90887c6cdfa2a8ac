import { IMAGE_FORMATS, imageSrcSet } from "../../../common/blog/image-copies.ts";
import type { BlogImage } from "../../../common/blog/types.ts";

/**
 * A blog illustration: AVIF, then WebP, at 800 px and the picture's own width, with the PNG
 * for browsers that take neither (scripts/blog-images/copies.ts writes the copies). `sizes`
 * says how wide it is drawn, so a phone takes the 800 px copy.
 */
export function BlogPicture({
  image,
  sizes,
  className,
  priority = false,
}: {
  image: BlogImage;
  sizes: string;
  className: string;
  /** The page's main picture: fetched first and never lazily. */
  priority?: boolean;
}) {
  // `contents`: the <img> stays the box its container lays out (a flex item in the cards).
  return (
    <picture className="contents">
      {IMAGE_FORMATS.map((format) => (
        <source
          key={format}
          type={`image/${format}`}
          srcSet={imageSrcSet(image, format)}
          sizes={sizes}
        />
      ))}
      <img
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : "auto"}
        decoding="async"
        className={className}
      />
    </picture>
  );
}
