import { Link } from '@tanstack/react-router';
import { gridImageSizes, mediaSrcSet, mediaVariant, type LookCard } from '@stylebook/contracts';
import { productCountLabel } from '@stylebook/client';

/** A look in a grid: its cover photo, title and how many products are pinned on it. */
export function LookTile({ look }: { look: LookCard }) {
  return (
    <Link to="/looks/$id" params={{ id: look.id }} className="group block">
      <div className="aspect-[3/4] overflow-hidden rounded-2xl bg-sand">
        {look.coverImageUrl && (
          <img
            src={mediaVariant(look.coverImageUrl, 640)}
            srcSet={mediaSrcSet(look.coverImageUrl)}
            sizes={gridImageSizes()}
            alt=""
            loading="lazy"
            decoding="async"
            className="size-full object-cover transition duration-500 ease-out group-hover:scale-[1.03]"
          />
        )}
      </div>
      <p className="mt-2.5 truncate px-0.5 text-[15px] font-semibold">{look.title}</p>
      <p className="px-0.5 text-[13px] text-ink-muted">{productCountLabel(look.productCount)}</p>
    </Link>
  );
}
