// What a file is, read from its bytes, and the metadata the site must never serve.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { avifHasMetadata, sniffImage, stripWebpMetadata, webpHasMetadata, webpSize } from "~/lib/media/image-bytes";
import {
  MEDIA_ID_PATTERN,
  mediaIdsIn,
  newMediaId,
  parseMediaPath,
  srcSet,
  variantFor,
  withoutImage,
} from "~/lib/media/media";
import { targetWidths } from "~/lib/media/media.server";

const picture = (width = 64, height = 48) => sharp({ create: { width, height, channels: 3, background: "#3366aa" } });
const exif = { IFD0: { Make: "TestPhone" }, IFD3: { GPSLatitudeRef: "S", GPSLatitude: "23/1 33/1 0/1" } };
const bytes = (b: Buffer) => new Uint8Array(b);

describe("sniffImage", () => {
  it("knows JPEG, PNG, GIF, WebP, AVIF and HEIC by their bytes", async () => {
    expect(sniffImage(bytes(await picture().jpeg().toBuffer()))).toBe("jpeg");
    expect(sniffImage(bytes(await picture().png().toBuffer()))).toBe("png");
    expect(sniffImage(bytes(await picture().gif().toBuffer()))).toBe("gif");
    expect(sniffImage(bytes(await picture().webp().toBuffer()))).toBe("webp");
    expect(sniffImage(bytes(await picture().avif().toBuffer()))).toBe("avif");
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from("ftypheic"),
      Buffer.from([0, 0, 0, 0]),
      Buffer.from("mif1heic"),
      Buffer.alloc(32),
    ]);
    expect(sniffImage(bytes(heic))).toBe("heic");
  });

  it("refuses what only looks like an image by its name or is something else", async () => {
    expect(sniffImage(new TextEncoder().encode("isto não é uma foto, só texto com nome .jpg"))).toBeNull();
    expect(sniffImage(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(sniffImage(new TextEncoder().encode("%PDF-1.7\n%âãÏÓ\n1 0 obj"))).toBeNull();
    expect(sniffImage(new Uint8Array([0xff, 0xd8]))).toBeNull();
  });
});

describe("WebP metadata", () => {
  it("strips EXIF and XMP chunks, clears their flags and leaves a readable picture", async () => {
    const tagged = bytes(
      await picture(80, 60)
        .webp()
        .withExif(exif)
        .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"></x:xmpmeta>')
        .toBuffer(),
    );
    expect(webpHasMetadata(tagged)).toBe(true);
    const clean = stripWebpMetadata(tagged)!;
    expect(webpHasMetadata(clean)).toBe(false);
    expect(Buffer.from(clean).includes("Exif")).toBe(false);
    const meta = await sharp(Buffer.from(clean)).metadata();
    expect([meta.width, meta.height, meta.exif, meta.xmp]).toEqual([80, 60, undefined, undefined]);
    expect(webpSize(clean)).toEqual({ width: 80, height: 60 });
  });

  it("returns a WebP without metadata unchanged, and null for what is not a WebP", async () => {
    const plain = bytes(await picture().webp().toBuffer());
    expect(stripWebpMetadata(plain)).toBe(plain);
    expect(stripWebpMetadata(bytes(await picture().jpeg().toBuffer()))).toBeNull();
  });

  it("reads the size of lossy, lossless and extended WebP", async () => {
    expect(webpSize(bytes(await picture(321, 123).webp().toBuffer()))).toEqual({ width: 321, height: 123 });
    expect(webpSize(bytes(await picture(77, 55).webp({ lossless: true }).toBuffer()))).toEqual({
      width: 77,
      height: 55,
    });
    const alpha = await sharp({ create: { width: 90, height: 30, channels: 4, background: "#ff000080" } })
      .webp()
      .toBuffer();
    expect(webpSize(bytes(alpha))).toEqual({ width: 90, height: 30 });
  });
});

describe("AVIF metadata", () => {
  it("finds an EXIF item (fails closed)", async () => {
    expect(avifHasMetadata(bytes(await picture().avif().withExif(exif).toBuffer()))).toBe(true);
    expect(avifHasMetadata(bytes(await picture().avif().toBuffer()))).toBe(false);
  });
});

describe("variants and addresses", () => {
  it("makes the standard widths a photo reaches, or its own width", () => {
    expect(targetWidths(4000)).toEqual([360, 720, 1080]);
    expect(targetWidths(1080)).toEqual([360, 720, 1080]);
    expect(targetWidths(800)).toEqual([360, 720, 800]);
    expect(targetWidths(200)).toEqual([200]);
  });

  it("builds srcset per format and picks the variant a width needs", () => {
    const image = {
      id: "abcdefghijklmnop",
      variants: [
        { w: 360, h: 270, webp: 1 },
        { w: 720, h: 540, webp: 2, avif: 1 },
        { w: 1080, h: 810, webp: 3, avif: 2 },
      ],
    };
    expect(srcSet(image, "webp")).toBe(
      "/midia/abcdefghijklmnop/360.webp 360w, /midia/abcdefghijklmnop/720.webp 720w, /midia/abcdefghijklmnop/1080.webp 1080w",
    );
    expect(srcSet(image, "avif")).toBe(
      "/midia/abcdefghijklmnop/720.avif 720w, /midia/abcdefghijklmnop/1080.avif 1080w",
    );
    expect(variantFor(image, 500).w).toBe(720);
    expect(variantFor(image, 5000).w).toBe(1080);
  });

  it("reads ids from pages' HTML and paths, and takes an image out of a text", () => {
    const id = newMediaId();
    expect(id).toMatch(MEDIA_ID_PATTERN);
    const html = `<p>Antes</p><p><img src="/midia/${id}/1080.webp" alt="Portão"></p><figure><img src="/midia/${id}/720.webp" alt=""></figure><p>Depois</p>`;
    expect(mediaIdsIn(html)).toEqual([id]);
    expect(withoutImage(html, id)).toBe("<p>Antes</p><p>Depois</p>");
    expect(parseMediaPath(`/midia/${id}/720.avif`)).toEqual({ id, width: 720, format: "avif" });
    expect(parseMediaPath(`/midia/${id}/720.jpg`)).toBeNull();
    expect(parseMediaPath("/midia/../originais/x/720.webp")).toBeNull();
  });
});
