// "Inserir imagem" of the visual editor: send a photo or pick one from the library, write its
// alternative text (required: the page is read by people who cannot see it, and by search
// engines), insert. Part of the editor's lazily loaded chunk; the server checks the upload again.
import { useEffect, useId, useState } from "react";
import { MAX_PHOTO_BYTES, MAX_PHOTO_MB, type MediaImage, largest, thumbnailPath } from "~/lib/media/media";

interface Library {
  items: MediaImage[];
  page: number;
  pages: number;
}

export function MediaPicker({
  onInsert,
  onCancel,
}: {
  onInsert: (image: MediaImage, alt: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [library, setLibrary] = useState<Library | null>(null);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<MediaImage | null>(null);
  const [alt, setAlt] = useState("");
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    fetch(`/admin/api/midia?pagina=${page}`)
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(String(r.status)))))
      .then((body) => live && setLibrary(body as Library))
      .catch(() => live && setError("Não foi possível abrir a biblioteca de imagens. Tente de novo."));
    return () => {
      live = false;
    };
  }, [page]);

  const send = async (file: File) => {
    setError(null);
    if (file.size > MAX_PHOTO_BYTES) {
      setError(`“${file.name}” é grande demais: o limite é ${MAX_PHOTO_MB} MB por foto.`);
      return;
    }
    setStatus(`Enviando “${file.name}”…`);
    try {
      const response = await fetch("/admin/api/midia", {
        method: "POST",
        body: file,
        headers: {
          "Content-Type": file.type || "application/octet-stream",
          "X-Nome-Arquivo": encodeURIComponent(file.name),
        },
      });
      const body = (await response.json().catch(() => ({}))) as { image?: MediaImage; error?: string };
      if (!response.ok || !body.image) throw new Error(body.error ?? "Não foi possível enviar a foto.");
      setSelected(body.image);
      setLibrary((l) => (l ? { ...l, items: [body.image!, ...l.items] } : l));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setStatus(null);
    }
  };

  const ready = selected !== null && alt.trim().length > 0;
  return (
    <section aria-labelledby={`${id}-titulo`} className="border-b border-slate-200 bg-slate-50 p-3" data-media-picker>
      <h2 id={`${id}-titulo`} className="font-semibold text-brand-900">
        Inserir imagem
      </h2>
      <label className="mt-2 block text-sm text-slate-800">
        Enviar uma foto
        <input
          type="file"
          accept="image/*"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = "";
            if (file) void send(file);
          }}
          className="mt-1 block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-brand-800 file:px-3 file:py-2 file:font-semibold file:text-white"
        />
      </label>
      {status && (
        <p className="mt-1 text-sm text-slate-700" role="status">
          {status}
        </p>
      )}
      <p className="mt-3 text-sm text-slate-800">Ou escolha da biblioteca:</p>
      {library === null ? (
        <p className="text-sm text-slate-600">Carregando…</p>
      ) : library.items.length === 0 ? (
        <p className="text-sm text-slate-600">A biblioteca está vazia: envie uma foto acima.</p>
      ) : (
        <ul className="mt-1 grid max-h-64 grid-cols-4 gap-2 overflow-y-auto sm:grid-cols-6" data-media-choices>
          {library.items.map((image) => (
            <li key={image.id}>
              <button
                type="button"
                aria-pressed={selected?.id === image.id}
                onClick={() => {
                  setSelected(image);
                  if (!alt && image.alt) setAlt(image.alt);
                }}
                className="block w-full rounded-lg ring-brand-700 aria-pressed:ring-4"
              >
                <img
                  src={thumbnailPath(image)}
                  alt={image.alt || "Imagem da biblioteca"}
                  width={image.variants[0]!.w}
                  height={image.variants[0]!.h}
                  className="aspect-square w-full rounded-lg object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {library && library.pages > 1 && (
        <div className="mt-2 flex gap-3 text-sm">
          {page > 1 && (
            <button type="button" className="underline" onClick={() => setPage(page - 1)}>
              Anteriores
            </button>
          )}
          {page < library.pages && (
            <button type="button" className="underline" onClick={() => setPage(page + 1)}>
              Mais imagens
            </button>
          )}
        </div>
      )}
      <label htmlFor={`${id}-alt`} className="mt-3 block text-sm font-medium text-slate-800">
        Texto alternativo (obrigatório)
      </label>
      <input
        id={`${id}-alt`}
        value={alt}
        onChange={(e) => setAlt(e.target.value)}
        required
        maxLength={200}
        aria-describedby={`${id}-alt-ajuda`}
        className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
      />
      <p id={`${id}-alt-ajuda`} className="mt-1 text-xs text-slate-600">
        Descreva a imagem para quem não pode vê-la, ex.: “Portão deslizante com motor PPA instalado na garagem”.
      </p>
      {error && (
        <p className="mt-2 text-sm font-medium text-red-800" role="alert">
          {error}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          disabled={!ready}
          onClick={() => selected && onInsert(selected, alt.trim())}
          className="rounded-lg bg-brand-800 px-4 py-2 text-sm font-semibold text-white disabled:opacity-50"
        >
          {selected && !alt.trim() ? "Escreva o texto alternativo" : "Inserir"}
        </button>
        <button type="button" onClick={onCancel} className="rounded-lg border border-slate-300 px-4 py-2 text-sm">
          Cancelar
        </button>
      </div>
    </section>
  );
}

/** What the editor inserts for an image: its largest WebP, with its size (no layout shift). */
export function imageAttributes(image: MediaImage, alt: string) {
  const top = largest(image);
  return { src: `/midia/${image.id}/${top.w}.webp`, alt, width: top.w, height: top.h };
}
