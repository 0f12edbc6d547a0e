// Uploads as HTTP sees them: one photo as the body of a request (the screens' JavaScript sends each
// photo on its own, as soon as it is picked), or the photos of a multipart form sent without
// JavaScript, read as a stream — each photo is stored as it arrives, so a request holds one photo
// in memory, not six. A body cut halfway, a 7th photo or a refused photo undoes what the request
// stored. Every refusal is a Portuguese sentence with its status: 413, 415, 400, or 503 when a
// service failed.
import {
  MaxPartSizeExceededError,
  unstable_composeUploadHandlers,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
} from "@remix-run/cloudflare";
import { MAX_JOB_PHOTOS, MAX_PHOTO_BYTES, MAX_PHOTO_MB, MAX_PHOTO_PIXELS, type MediaImage } from "~/lib/media/media";
import { type MediaDeps, MediaError, type MediaProblem, deleteImage, storeImage } from "~/lib/media/media.server";
import { log } from "~/lib/platform/log";

export class UploadError extends Error {
  constructor(
    readonly status: 400 | 413 | 415 | 503,
    message: string,
  ) {
    super(message);
    this.name = "UploadError";
  }
}

const quoted = (name: string) => (name ? `“${name}”` : "O arquivo");
const mb = (bytes: number) => (bytes / (1024 * 1024)).toLocaleString("pt-BR", { maximumFractionDigits: 1 });

/** The sentence and status of a refused photo. */
export function uploadRefusal(problem: MediaProblem, fileName = "", bytes = 0): UploadError {
  const file = quoted(fileName);
  switch (problem) {
    case "too-large":
      return new UploadError(
        413,
        `${file} ${bytes > 0 ? `tem ${mb(bytes)} MB` : "é grande demais"}: o limite é ${MAX_PHOTO_MB} MB por foto. Envie a foto como a câmera a salvou, ou reduza-a antes de enviar.`,
      );
    case "too-many-pixels":
      return new UploadError(
        413,
        `${file} tem pixels demais: o limite é ${MAX_PHOTO_PIXELS / 1_000_000} megapixels por foto. Envie a foto como a câmera a salvou, ou reduza-a antes de enviar.`,
      );
    case "not-image":
      return new UploadError(
        415,
        `${file} não é uma foto: envie uma imagem JPEG, PNG, WebP ou HEIC (da câmera ou da galeria).`,
      );
    case "heic":
      return new UploadError(
        415,
        `${file} está em HEIC (o formato do iPhone) e não pôde ser convertida. Escolha a foto pela galeria neste formulário — o iPhone a envia como JPEG — ou ative em Ajustes › Câmera › Formatos a opção “Mais Compatível”.`,
      );
    case "unreadable":
      return new UploadError(
        415,
        `Não foi possível ler ${fileName ? `a foto ${quoted(fileName)}` : "a foto"}: o arquivo parece danificado. Tire ou escolha a foto de novo.`,
      );
    case "images":
      return new UploadError(
        503,
        "O serviço que prepara as fotos não respondeu, e nada foi salvo. Tente de novo em alguns minutos.",
      );
    case "storage":
      return new UploadError(
        503,
        "Não foi possível guardar a foto agora, e nada foi salvo. Tente de novo em alguns minutos.",
      );
  }
}

export const CUT_SHORT = "O envio foi interrompido antes do fim, e nada foi salvo. Envie de novo.";
export const tooManyPhotos = (sent: number) =>
  `No máximo ${MAX_JOB_PHOTOS} fotos por obra: você enviou ${sent}. Tire ${sent - MAX_JOB_PHOTOS === 1 ? "1 foto" : `${sent - MAX_JOB_PHOTOS} fotos`} e envie de novo.`;

/** The file name a screen sends with a photo (header `X-Nome-Arquivo`, URI-encoded). */
function fileNameOf(request: Request): string {
  try {
    return decodeURIComponent(request.headers.get("X-Nome-Arquivo") ?? "").slice(0, 200);
  } catch {
    return "";
  }
}

/**
 * The body of a one-photo upload, at most MAX_PHOTO_BYTES: a larger declared length is refused
 * before reading, a larger body as soon as it passes the limit. A body cut short is an UploadError.
 */
export async function readPhotoBody(request: Request): Promise<{ bytes: Uint8Array; fileName: string }> {
  const fileName = fileNameOf(request);
  const declared = Number(request.headers.get("Content-Length") ?? "");
  if (Number.isFinite(declared) && declared > MAX_PHOTO_BYTES) throw uploadRefusal("too-large", fileName, declared);
  if (!request.body) throw uploadRefusal("not-image", fileName);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > MAX_PHOTO_BYTES) {
        await reader.cancel();
        throw uploadRefusal("too-large", fileName, size);
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof UploadError) throw error;
    throw new UploadError(400, CUT_SHORT);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return { bytes, fileName };
}

/** Stores one photo, turning a MediaError into the refusal the person reads. */
export async function storePhoto(
  deps: MediaDeps,
  bytes: Uint8Array,
  fileName: string,
  state: "ready" | "pending",
): Promise<MediaImage> {
  try {
    return await storeImage(deps, bytes, { state, fileName });
  } catch (error) {
    if (error instanceof MediaError) {
      if (error.problem === "images" || error.problem === "storage") log.error("Photo upload failed", { error });
      throw uploadRefusal(error.problem, fileName, bytes.length);
    }
    throw error;
  }
}

/** Largest multipart body accepted: the photos at their limit and the form's text. */
const MAX_FORM_BYTES = MAX_JOB_PHOTOS * MAX_PHOTO_BYTES + 1024 * 1024;

export interface PhotoForm {
  /** The text fields, and `midia`: the ids of the photos kept (sent before, and stored now). */
  form: FormData;
  /** What this request stored (nothing when refused). */
  stored: MediaImage[];
  /** Why the photos were refused; the text fields are still read, for the form to show again. */
  refusal: UploadError | null;
  /** With `defer`: the photos read (within the size and count limits), not checked or stored yet. */
  held: { bytes: Uint8Array; fileName: string }[];
}

/**
 * A form that may carry photos (field `fileField`, sent without JavaScript), read as a stream.
 * Each photo is stored as it arrives and its id added to `midia`. A refused photo or more than
 * `maxPhotos` of them: the rest is still read (so the text typed comes back) and everything this
 * request stored is deleted. A body cut short deletes it too, and throws.
 */
export async function readPhotoForm(
  request: Request,
  deps: MediaDeps,
  {
    fileField,
    state,
    maxPhotos = MAX_JOB_PHOTOS,
    tooMany = tooManyPhotos,
    defer = false,
  }: {
    fileField: string;
    state: "ready" | "pending";
    maxPhotos?: number;
    /** The sentence for more photos than `maxPhotos` (the job form's by default). */
    tooMany?: (sent: number) => string;
    /**
     * Hold the photos instead of storing them (`held`): the caller checks the text first and
     * stores them with storePhoto, so a form refused for its text costs no image transformation.
     */
    defer?: boolean;
  },
): Promise<PhotoForm> {
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "multipart/form-data") {
    // A form without photos (the screens' JavaScript sent them already): plain fields.
    if (type !== "application/x-www-form-urlencoded") {
      throw new UploadError(415, "Formato de envio não suportado: envie o formulário da página.");
    }
    try {
      return { form: await request.formData(), stored: [], refusal: null, held: [] };
    } catch {
      throw new UploadError(400, CUT_SHORT);
    }
  }
  const declared = Number(request.headers.get("Content-Length") ?? "");
  if (Number.isFinite(declared) && declared > MAX_FORM_BYTES) {
    throw new UploadError(
      413,
      `O envio tem ${mb(declared)} MB: o limite é ${MAX_PHOTO_MB} MB por foto e ${maxPhotos} fotos por vez.`,
    );
  }
  const stored: MediaImage[] = [];
  const held: PhotoForm["held"] = [];
  let refusal: UploadError | null = null;
  let files = 0;
  const photos = async (part: {
    name: string;
    filename?: string;
    data: AsyncIterable<Uint8Array>;
  }): Promise<string | undefined> => {
    if (part.name !== fileField || part.filename === undefined) return undefined;
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of part.data) {
      size += chunk.length;
      // Past the limit the rest is read and dropped: the fields after it still arrive.
      if (size <= MAX_PHOTO_BYTES) chunks.push(chunk);
    }
    // An empty file input sends a nameless, empty part.
    if (size === 0 && !part.filename) return "";
    files++;
    if (refusal) return "";
    if (size > MAX_PHOTO_BYTES) {
      refusal = uploadRefusal("too-large", part.filename, size);
      return "";
    }
    if (files > maxPhotos) return "";
    const bytes = new Uint8Array(size);
    let at = 0;
    for (const chunk of chunks) {
      bytes.set(chunk, at);
      at += chunk.length;
    }
    if (defer) {
      held.push({ bytes, fileName: part.filename });
      return "";
    }
    try {
      const image = await storePhoto(deps, bytes, part.filename, state);
      stored.push(image);
      return image.id;
    } catch (error) {
      if (!(error instanceof UploadError)) throw error;
      refusal = error;
      return "";
    }
  };
  let form: FormData;
  try {
    form = await unstable_parseMultipartFormData(
      request,
      unstable_composeUploadHandlers(photos, unstable_createMemoryUploadHandler({ maxPartSize: 64 * 1024 })),
    );
  } catch (error) {
    // Nothing of a cut request stays: not a record, not an object.
    await discardAll(deps, stored);
    if (error instanceof MaxPartSizeExceededError)
      throw new UploadError(413, "Um dos campos do formulário é longo demais.");
    throw new UploadError(400, CUT_SHORT);
  }
  const ids = form.getAll(fileField).filter((v): v is string => typeof v === "string" && v !== "");
  form.delete(fileField);
  if (!refusal && files > maxPhotos) refusal = new UploadError(400, tooMany(files));
  if (refusal) {
    await discardAll(deps, stored);
    return { form, stored: [], refusal, held: [] };
  }
  for (const id of ids) form.append("midia", id);
  return { form, stored, refusal: null, held };
}

async function discardAll(deps: MediaDeps, images: MediaImage[]): Promise<void> {
  await Promise.all(images.map((image) => deleteImage(deps, image.id)));
}
