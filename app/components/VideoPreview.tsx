/**
 * A poster with a play button. enhance.js swaps it for the YouTube player (privacy-enhanced
 * domain) on click, so the page makes no third-party request before the visitor asks for the
 * video; without JavaScript the link opens the video on YouTube.
 */
export function VideoPreview({ youtubeId, title }: { youtubeId: string; title: string }) {
  return (
    <a
      href={`https://www.youtube.com/watch?v=${youtubeId}`}
      target="_blank"
      rel="noopener noreferrer"
      className="group relative block aspect-video w-full overflow-hidden rounded-xl bg-brand-900 shadow-lg"
      data-video-preview
      data-video-id={youtubeId}
      data-video-title={title}
    >
      <img src="/images/video-poster.svg" alt="" width="640" height="360" className="h-full w-full object-cover" />
      <span className="absolute inset-0 flex items-center justify-center">
        <span className="flex h-16 w-16 items-center justify-center rounded-full bg-accent-600 text-white shadow-xl transition group-hover:scale-110">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="ml-1 h-8 w-8" fill="currentColor">
            <path d="M8 5v14l11-7z" />
          </svg>
        </span>
      </span>
      <span className="sr-only">Assistir ao vídeo: {title}</span>
    </a>
  );
}
