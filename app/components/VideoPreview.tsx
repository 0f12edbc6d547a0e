import { useState } from "react";

/**
 * A poster with a play button; the YouTube player (privacy-enhanced domain) is created only after
 * a click, so the page makes no third-party request before the visitor asks for the video.
 * Without JavaScript the button is a plain link to the video.
 */
export function VideoPreview({ youtubeId, title }: { youtubeId: string; title: string }) {
  const [playing, setPlaying] = useState(false);
  const watchUrl = `https://www.youtube.com/watch?v=${youtubeId}`;
  if (playing) {
    return (
      <div className="aspect-video w-full overflow-hidden rounded-xl bg-black shadow-lg">
        <iframe
          className="h-full w-full"
          src={`https://www.youtube-nocookie.com/embed/${youtubeId}?autoplay=1&rel=0`}
          title={title}
          allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
        />
      </div>
    );
  }
  return (
    <a
      href={watchUrl}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(e) => {
        e.preventDefault();
        setPlaying(true);
      }}
      className="group relative block aspect-video w-full overflow-hidden rounded-xl bg-brand-900 shadow-lg"
      data-video-preview
    >
      <img
        src="/images/video-poster.svg"
        alt=""
        width="640"
        height="360"
        className="h-full w-full object-cover"
      />
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
