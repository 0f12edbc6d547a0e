import { type MediaImage, largest, mediaPath, srcSet, variantFor } from "~/lib/media/media";

/**
 * An uploaded photo: AVIF where a variant exists, WebP otherwise, the browser picking the width
 * from `sizes`. Width and height are set (no layout shift); below the fold it loads lazily.
 */
export function ResponsivePhoto({
  image,
  sizes,
  eager = false,
  className = "",
  base,
}: {
  image: MediaImage;
  /** Another address for the variants than /midia/ (a held testimonial photo, for the admin only). */
  base?: string;
  /** The CSS width it is shown at, e.g. '(min-width: 640px) 20rem, 100vw'. */
  sizes: string;
  /** The page's main photo above the fold (its LCP): loaded at once, with priority. */
  eager?: boolean;
  className?: string;
}) {
  const top = largest(image);
  const fallback = variantFor(image, 720);
  const avif = image.variants.some((v) => v.avif !== undefined);
  const at = (paths: string) => (base ? paths.replaceAll("/midia/", base) : paths);
  return (
    <picture>
      {avif && <source type="image/avif" srcSet={at(srcSet(image, "avif"))} sizes={sizes} />}
      <img
        src={at(mediaPath(image.id, fallback.w))}
        srcSet={at(srcSet(image, "webp"))}
        sizes={sizes}
        width={top.w}
        height={top.h}
        alt={image.alt}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        // React 18 passes the lower-case attribute through (the camel-case prop is React 19's).
        {...(eager ? ({ fetchpriority: "high" } as object) : {})}
        className={className}
      />
    </picture>
  );
}
