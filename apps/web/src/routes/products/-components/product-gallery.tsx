import { mediaSrcSet, mediaVariant, HALF_PAGE_IMAGE_SIZES } from '@stylebook/contracts';
import type { ProductImage } from '@stylebook/contracts';
import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight, ImageOff } from 'lucide-react';
import { useRef, useState } from 'react';
import type { ReactNode } from 'react';

/** The gallery fills the phone's width, and half the content column from md up. */

/** Photos of a product: swiped on a phone (scroll snap), arrows and thumbnails on a desktop. */
export function ProductGallery({ images, alt }: { images: ProductImage[]; alt: string }) {
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);

  if (images.length === 0) {
    return (
      <div className="flex aspect-[4/5] items-center justify-center bg-sand text-ink-subtle md:rounded-3xl">
        <ImageOff aria-hidden className="size-10" strokeWidth={1.5} />
      </div>
    );
  }

  function show(index: number) {
    const element = track.current;
    if (element) element.scrollTo({ left: index * element.clientWidth, behavior: 'smooth' });
  }

  function onScroll() {
    const element = track.current;
    if (element) setCurrent(Math.round(element.scrollLeft / element.clientWidth));
  }

  const several = images.length > 1;

  return (
    <section aria-roledescription="carousel" aria-label="Product photos">
      <div className="relative">
        <div
          ref={track}
          onScroll={onScroll}
          // Focusable when it scrolls, so a keyboard can swipe it with the arrow keys (phones hide the arrows).
          tabIndex={several ? 0 : undefined}
          className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain bg-sand [scrollbar-width:none] md:rounded-3xl [&::-webkit-scrollbar]:hidden"
        >
          {images.map((image, index) => (
            <div
              key={`${image.url}-${index}`}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${images.length}`}
              className="aspect-[4/5] w-full shrink-0 snap-center snap-always"
            >
              <img
                src={mediaVariant(image.url, 1280)}
                srcSet={mediaSrcSet(image.url)}
                sizes={HALF_PAGE_IMAGE_SIZES}
                alt={index === 0 ? alt : ''}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : undefined}
                decoding="async"
                draggable={false}
                className="size-full object-cover"
              />
            </div>
          ))}
        </div>
        {several && (
          <>
            <ArrowButton
              label="Previous photo"
              side="left"
              disabled={current === 0}
              onClick={() => show(current - 1)}
            >
              <ChevronLeft aria-hidden className="size-5" />
            </ArrowButton>
            <ArrowButton
              label="Next photo"
              side="right"
              disabled={current === images.length - 1}
              onClick={() => show(current + 1)}
            >
              <ChevronRight aria-hidden className="size-5" />
            </ArrowButton>
            <div aria-hidden className="absolute inset-x-0 bottom-3 flex justify-center gap-1.5 md:hidden">
              {images.map((image, index) => (
                <span
                  key={`${image.url}-${index}`}
                  className={clsx(
                    'size-1.5 rounded-full transition',
                    index === current ? 'bg-ink' : 'bg-surface/80',
                  )}
                />
              ))}
            </div>
          </>
        )}
      </div>
      {several && (
        <div className="mt-3 hidden gap-2 md:flex md:flex-wrap">
          {images.map((image, index) => (
            <button
              key={`${image.url}-${index}`}
              type="button"
              aria-label={`Show photo ${index + 1}`}
              aria-current={index === current}
              onClick={() => show(index)}
              className={clsx(
                'w-16 overflow-hidden rounded-xl border-2 transition',
                index === current ? 'border-ink' : 'border-transparent opacity-70 hover:opacity-100',
              )}
            >
              <img
                src={mediaVariant(image.url, 320)}
                alt=""
                loading="lazy"
                className="aspect-[4/5] w-full bg-sand object-cover"
              />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}

function ArrowButton({
  label,
  side,
  disabled,
  onClick,
  children,
}: {
  label: string;
  side: 'left' | 'right';
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className={clsx(
        'absolute top-1/2 hidden size-10 -translate-y-1/2 items-center justify-center rounded-full bg-surface/90 text-ink shadow-md transition hover:bg-surface disabled:opacity-0 md:flex',
        side === 'left' ? 'left-3' : 'right-3',
      )}
    >
      {children}
    </button>
  );
}
