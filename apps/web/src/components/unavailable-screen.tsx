import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { StatusScreen } from './status-screen';
import { buttonClasses } from './ui/button';

interface UnavailableScreenProps {
  icon: ReactNode;
  title: string;
  description: string;
}

/**
 * A product, look, collection or profile that is missing or hidden: both answer 404 (docs/product.md §4), so
 * the screen says only that it is not available, and offers the way home.
 */
export function UnavailableScreen(props: UnavailableScreenProps) {
  return (
    <StatusScreen
      {...props}
      action={
        <Link to="/" className={buttonClasses()}>
          Go to Home
        </Link>
      }
    />
  );
}
