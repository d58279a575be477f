import { clsx } from 'clsx';
import { User } from 'lucide-react';

interface AvatarProps {
  url: string | null;
  /** Pixel size of the square avatar. */
  size: number;
  className?: string;
}

/** A user's round avatar, or a neutral person icon when they have none. Decorative: names sit beside it. */
export function Avatar({ url, size, className }: AvatarProps) {
  const classes = clsx('shrink-0 rounded-full bg-sand', className);
  if (url) {
    return (
      <img
        src={url}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        className={clsx(classes, 'object-cover')}
      />
    );
  }
  return (
    <span style={{ width: size, height: size }} className={clsx(classes, 'flex items-center justify-center')}>
      <User aria-hidden className="size-[60%] text-ink-muted" strokeWidth={1.75} />
    </span>
  );
}
