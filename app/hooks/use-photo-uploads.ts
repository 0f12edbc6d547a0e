// Photos sent as soon as they are picked, each in its own request (POST /admin/api/midia), two at a
// time: on a phone at the gate the seller types the place and the text while they go, and one
// failed photo never costs the others. The server checks everything again.
import { useCallback, useEffect, useRef, useState } from "react";
import { MAX_PHOTO_BYTES, MAX_PHOTO_MB, type MediaImage } from "~/lib/media/media";

export interface PhotoItem {
  key: string;
  name: string;
  state: "uploading" | "done" | "error";
  image?: MediaImage;
  error?: string;
  /** Sent with the form (a kept photo's checkbox). */
  keep: boolean;
}

const CONCURRENCY = 2;

async function upload(file: File, endpoint: string): Promise<MediaImage> {
  const response = await fetch(endpoint, {
    method: "POST",
    body: file,
    headers: {
      "Content-Type": file.type || "application/octet-stream",
      "X-Nome-Arquivo": encodeURIComponent(file.name),
    },
  });
  const body = (await response.json().catch(() => ({}))) as { image?: MediaImage; error?: string };
  if (!response.ok || !body.image) throw new Error(body.error ?? "Não foi possível enviar a foto. Tente de novo.");
  return body.image;
}

export function usePhotoUploads({
  initial,
  endpoint,
  max,
}: {
  initial: MediaImage[];
  endpoint: string;
  /** How many photos may be kept at once. */
  max: number;
}) {
  const [items, setItems] = useState<PhotoItem[]>(() =>
    initial.map((image) => ({ key: image.id, name: "", state: "done", image, keep: true })),
  );
  const [notice, setNotice] = useState<string | null>(null);
  const queue = useRef<{ key: string; file: File }[]>([]);
  const running = useRef(0);
  const mounted = useRef(true);
  useEffect(() => {
    // Set again on each mount: React's strict mode mounts, unmounts and mounts an effect in development.
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const update = useCallback((key: string, change: Partial<PhotoItem>) => {
    if (mounted.current) setItems((all) => all.map((i) => (i.key === key ? { ...i, ...change } : i)));
  }, []);

  const pump = useCallback(() => {
    while (running.current < CONCURRENCY && queue.current.length > 0) {
      const next = queue.current.shift()!;
      running.current++;
      upload(next.file, endpoint)
        .then((image) => update(next.key, { state: "done", image, keep: true }))
        .catch((error: unknown) =>
          update(next.key, {
            state: "error",
            keep: false,
            error: error instanceof Error ? error.message : String(error),
          }),
        )
        .finally(() => {
          running.current--;
          pump();
        });
    }
  }, [endpoint, update]);

  const add = useCallback(
    (files: File[]) => {
      const taken = items.filter((i) => i.keep || i.state === "uploading").length;
      const room = Math.max(0, max - taken);
      const accepted = files.slice(0, room);
      setNotice(
        files.length > room
          ? `No máximo ${max} fotos por obra: ${files.length - room === 1 ? "1 foto ficou" : `${files.length - room} fotos ficaram`} de fora. Tire uma foto da lista para trocar.`
          : null,
      );
      const added: PhotoItem[] = accepted.map((file, i) => {
        const key = `${Date.now()}-${i}-${file.name}`;
        if (file.size > MAX_PHOTO_BYTES) {
          const mb = (file.size / (1024 * 1024)).toLocaleString("pt-BR", { maximumFractionDigits: 1 });
          return {
            key,
            name: file.name,
            state: "error",
            keep: false,
            error: `“${file.name}” tem ${mb} MB: o limite é ${MAX_PHOTO_MB} MB por foto.`,
          };
        }
        queue.current.push({ key, file });
        return { key, name: file.name, state: "uploading", keep: false };
      });
      setItems((all) => [...all, ...added]);
      pump();
    },
    [items, max, pump],
  );

  const setKeep = useCallback((key: string, keep: boolean) => update(key, { keep }), [update]);
  const dismiss = useCallback((key: string) => setItems((all) => all.filter((i) => i.key !== key)), []);

  return {
    items,
    notice,
    add,
    setKeep,
    dismiss,
    busy: items.some((i) => i.state === "uploading"),
    kept: items.filter((i) => i.keep).length,
  };
}
