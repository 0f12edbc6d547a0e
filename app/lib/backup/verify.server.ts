// The first of a restore's two reads of an archive: every part hashed, the manifest's MAC checked
// under this deployment's secret, each part's SHA-256 and size compared with the manifest's. Nothing
// is written: a corrupted, truncated, edited or foreign archive is refused here, whole.
import {
  MANIFEST,
  MAX_ENTRY_BYTES,
  type Manifest,
  SIGNATURE,
  manifestSchema,
  sha256Bytes,
  verifyManifest,
} from "./format";
import { TarError, readTar } from "./tar";

/** A refused archive; `message` is the sentence the screen shows. */
export class BackupRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BackupRefusedError";
  }
}

const UNCHANGED = "Nada foi alterado.";
export const REFUSED = {
  truncated: `O arquivo está incompleto: a cópia foi cortada no meio do envio ou do download. ${UNCHANGED} Baixe a cópia de novo e tente outra vez.`,
  corrupt: `O arquivo está danificado ou não é uma cópia de segurança deste painel. ${UNCHANGED}`,
  tooLarge: `O arquivo tem uma parte grande demais para uma cópia de segurança deste painel. ${UNCHANGED}`,
  signature: `A assinatura da cópia não confere: o arquivo foi alterado depois de criado, ou é de outro site (assinado com outra chave). ${UNCHANGED}`,
  otherSite: (site: string) => `Esta cópia é de outro site (${site}). ${UNCHANGED}`,
  part: (name: string) =>
    `O conteúdo da cópia não confere com a lista assinada dela (a parte “${name}” foi alterada, removida ou acrescentada). ${UNCHANGED}`,
} as const;

const decoder = new TextDecoder();

function tarRefusal(error: unknown): never {
  if (error instanceof TarError)
    throw new BackupRefusedError(
      error.kind === "truncated" ? REFUSED.truncated : error.kind === "too-large" ? REFUSED.tooLarge : REFUSED.corrupt,
    );
  throw error;
}

/** Where a part's bytes are in the archive, and how many lines (records) it holds. */
export interface PartAt {
  name: string;
  offset: number;
  size: number;
  sha256: string;
  records: number;
  type?: string;
}

const NEWLINE = 10;
function lineCount(bytes: Uint8Array): number {
  let n = 0;
  for (const b of bytes) if (b === NEWLINE) n++;
  return bytes.length > 0 && bytes[bytes.length - 1] !== NEWLINE ? n + 1 : n;
}

/** The archive's manifest, once every check passed; BackupRefusedError otherwise. */
export async function verifyArchive(
  stream: ReadableStream<Uint8Array>,
  secret: string,
  origin: string,
): Promise<Manifest> {
  return (await verifyArchiveParts(stream, secret, origin)).manifest;
}

/**
 * verifyArchive, with each part's place in the archive (in the archive's order), so a restore can
 * read a part again by a range of bytes, a step at a time.
 */
export async function verifyArchiveParts(
  stream: ReadableStream<Uint8Array>,
  secret: string,
  origin: string,
): Promise<{ manifest: Manifest; parts: PartAt[] }> {
  const seen = new Map<string, { size: number; sha256: string; offset: number; records: number }>();
  let at = 0;
  let manifestBytes: Uint8Array<ArrayBuffer> | null = null;
  let signature: string | null = null;
  try {
    for await (const entry of readTar(stream, MAX_ENTRY_BYTES)) {
      // An entry is a 512-byte header, its bytes, then zeros to the next 512 (tar.ts).
      const offset = at + 512;
      at = offset + entry.bytes.length + ((512 - (entry.bytes.length % 512)) % 512);
      if (entry.name === MANIFEST) manifestBytes = entry.bytes;
      else if (entry.name === SIGNATURE) signature = decoder.decode(entry.bytes).trim();
      else if (seen.has(entry.name)) throw new BackupRefusedError(REFUSED.part(entry.name));
      else
        seen.set(entry.name, {
          size: entry.bytes.length,
          sha256: await sha256Bytes(entry.bytes),
          offset,
          records: entry.name.endsWith(".ndjson") ? lineCount(entry.bytes) : 0,
        });
    }
  } catch (error) {
    tarRefusal(error);
  }
  if (manifestBytes === null || signature === null) throw new BackupRefusedError(REFUSED.truncated);
  if (!(await verifyManifest(secret, manifestBytes, signature))) throw new BackupRefusedError(REFUSED.signature);
  let manifest: Manifest;
  try {
    manifest = manifestSchema.parse(JSON.parse(decoder.decode(manifestBytes)));
  } catch {
    throw new BackupRefusedError(REFUSED.corrupt);
  }
  if (manifest.site !== origin) throw new BackupRefusedError(REFUSED.otherSite(manifest.site));
  const types = new Map<string, string | undefined>();
  for (const part of manifest.parts) {
    const got = seen.get(part.name);
    if (!got || got.size !== part.size || got.sha256 !== part.sha256)
      throw new BackupRefusedError(REFUSED.part(part.name));
    types.set(part.name, part.type);
  }
  const extra = [...seen.keys()].find((name) => !types.has(name));
  if (extra !== undefined) throw new BackupRefusedError(REFUSED.part(extra));
  const parts = [...seen].map(([name, p]) => {
    const type = types.get(name);
    return { name, ...p, ...(type ? { type } : {}) };
  });
  return { manifest, parts };
}

/**
 * The archive's parts again (the restore's second read), each checked against the verified
 * manifest as it arrives: a source that changed between the two reads stops the restore.
 */
export async function* verifiedParts(
  stream: ReadableStream<Uint8Array>,
  manifest: Manifest,
): AsyncGenerator<{ name: string; bytes: Uint8Array<ArrayBuffer>; type?: string }> {
  const expected = new Map(manifest.parts.map((p) => [p.name, p]));
  try {
    for await (const entry of readTar(stream, MAX_ENTRY_BYTES)) {
      if (entry.name === MANIFEST || entry.name === SIGNATURE) continue;
      const part = expected.get(entry.name);
      if (!part || part.sha256 !== (await sha256Bytes(entry.bytes)))
        throw new BackupRefusedError(REFUSED.part(entry.name));
      yield { name: entry.name, bytes: entry.bytes, ...(part.type ? { type: part.type } : {}) };
    }
  } catch (error) {
    tarRefusal(error);
  }
}
