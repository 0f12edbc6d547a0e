import { useEffect } from "react";
import { usePhotoUploads } from "~/hooks/use-photo-uploads";
import { type MediaImage, thumbnailPath } from "~/lib/media/media";

const fileInput =
  "block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-800 file:px-4 file:py-3 file:font-semibold file:text-white hover:file:bg-brand-700";

/**
 * The photos of a job: the ones already sent (a checkbox keeps each — without JavaScript too),
 * and two pickers: the gallery or camera chooser, and the camera straight away. With JavaScript
 * each picked photo is sent at once (use-photo-uploads.ts) and shows its thumbnail or why it was
 * refused; without it the files go with the form.
 */
export function PhotoField({
  initial,
  max,
  error,
  onBusyChange,
}: {
  initial: MediaImage[];
  max: number;
  error?: string;
  onBusyChange?: (busy: boolean) => void;
}) {
  const uploads = usePhotoUploads({ initial, endpoint: "/admin/api/midia?para=obra", max });
  const onFiles = (event: React.ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // Sent now: the form must not send them again.
    event.target.value = "";
    if (files.length > 0) uploads.add(files);
  };
  // Tell the form whether photos are still on their way (it waits for them before saving).
  useEffect(() => onBusyChange?.(uploads.busy), [onBusyChange, uploads.busy]);
  return (
    <fieldset aria-describedby={error ? "erro-fotos" : undefined} data-photo-field>
      <legend className="text-sm font-medium text-slate-800">
        Fotos da obra <span className="font-normal text-slate-600">(de 1 a {max})</span>
      </legend>
      {uploads.items.length > 0 && (
        <ul className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-6" data-photo-list>
          {uploads.items.map((item) => (
            <li key={item.key} className="text-xs" data-photo-state={item.state}>
              {item.state === "done" && item.image ? (
                <label className="block cursor-pointer">
                  <img
                    src={thumbnailPath(item.image)}
                    alt={item.name ? `Foto ${item.name}` : "Foto da obra"}
                    width={item.image.variants[0]!.w}
                    height={item.image.variants[0]!.h}
                    className={`aspect-square w-full rounded-lg object-cover ${item.keep ? "" : "opacity-40"}`}
                  />
                  <span className="mt-1 flex items-center gap-1">
                    <input
                      type="checkbox"
                      name="midia"
                      value={item.image.id}
                      checked={item.keep}
                      onChange={(e) => uploads.setKeep(item.key, e.target.checked)}
                      className="h-5 w-5"
                    />
                    Manter
                  </span>
                </label>
              ) : item.state === "uploading" ? (
                <div className="flex aspect-square items-center justify-center rounded-lg bg-slate-100 p-1 text-center text-slate-700">
                  Enviando…
                </div>
              ) : (
                <div className="rounded-lg bg-red-50 p-2 text-red-900" role="alert">
                  <p>{item.error}</p>
                  <button type="button" className="mt-1 underline" onClick={() => uploads.dismiss(item.key)}>
                    Dispensar
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <label className="block text-sm text-slate-700">
          Escolher fotos (galeria ou câmera)
          <input
            type="file"
            name="fotos"
            accept="image/*"
            multiple
            onChange={onFiles}
            className={`mt-1 ${fileInput}`}
          />
        </label>
        <label className="block text-sm text-slate-700">
          Tirar uma foto agora
          <input
            type="file"
            name="fotos"
            accept="image/*"
            capture="environment"
            onChange={onFiles}
            className={`mt-1 ${fileInput}`}
          />
        </label>
      </div>
      {uploads.notice && (
        <p className="mt-2 text-sm font-medium text-amber-900" role="status">
          {uploads.notice}
        </p>
      )}
      {error && (
        <p id="erro-fotos" className="mt-2 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </fieldset>
  );
}
