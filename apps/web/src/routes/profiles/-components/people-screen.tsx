import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ChevronLeft, ChevronRight, Users } from 'lucide-react';
import { errorScreenMessage } from '../../../components/error-message';
import { Screen } from '../../../components/screen';
import { buttonClasses } from '../../../components/ui/button';
import { pagerState } from '../../../lib/paging';
import type { PageSearch } from '../../../lib/paging';
import { peopleQueryOptions, profileQueryOptions } from '../../../queries/profile';
import type { PeopleList } from '../../../queries/profile';
import { PersonRow } from './person-row';

const COPY: Record<PeopleList, { title: string; description: (name: string) => string; empty: string }> = {
  followers: {
    title: 'Subscribers',
    description: (name) => `People who subscribe to ${name}.`,
    empty: 'No subscribers yet.',
  },
  following: {
    title: 'Following',
    description: (name) => `People ${name} subscribes to.`,
    empty: 'Not following anyone yet.',
  },
};

/** /profiles/{id}/subscribers and /following: one page of people at a time, with previous and next. */
export function PeopleScreen({ list, id, search }: { list: PeopleList; id: string; search: PageSearch }) {
  const { data: profile } = useSuspenseQuery(profileQueryOptions(id));
  const { data, status, error, refetch } = useQuery(peopleQueryOptions(list, id, search));
  const copy = COPY[list];

  return (
    <Screen title={copy.title} description={copy.description(profile.name)}>
      <Link
        to="/profiles/$id"
        params={{ id }}
        className="-mt-4 mb-4 inline-flex min-h-11 items-center gap-1 text-[15px] font-semibold text-ink-muted hover:text-ink"
      >
        <ChevronLeft aria-hidden className="size-4" />@{profile.username}
      </Link>
      {status === 'pending' && <p className="py-10 text-center text-sm text-ink-subtle">Loading…</p>}
      {status === 'error' && (
        <div className="flex flex-col items-center py-10 text-center">
          <p className="text-[15px] text-ink-muted">{errorScreenMessage(error)}</p>
          <button
            type="button"
            onClick={() => void refetch()}
            className={buttonClasses({ variant: 'outline', className: 'mt-4 h-11' })}
          >
            Retry
          </button>
        </div>
      )}
      {status === 'success' &&
        (data.items.length === 0 && search.page === 1 ? (
          <div className="flex flex-col items-center py-12 text-center">
            <span className="flex size-12 items-center justify-center rounded-full bg-sand text-ink-muted">
              <Users aria-hidden className="size-6" />
            </span>
            <p className="mt-4 text-[15px] text-ink-muted">{copy.empty}</p>
          </div>
        ) : (
          <>
            <ul aria-label={copy.title} className="max-w-xl divide-y divide-line">
              {data.items.map((person) => (
                <PersonRow key={person.id} person={person} />
              ))}
            </ul>
            <Pager list={list} id={id} search={search} pages={data.pagination.pages} />
          </>
        ))}
    </Screen>
  );
}

function Pager({
  list,
  id,
  search,
  pages,
}: {
  list: PeopleList;
  id: string;
  search: PageSearch;
  pages: number;
}) {
  const { label, previous, next } = pagerState({ page: search.page, pages });
  const to = list === 'followers' ? '/profiles/$id/subscribers' : '/profiles/$id/following';
  const link = buttonClasses({ variant: 'outline', className: 'h-11' });
  return (
    <nav aria-label="Pages" className="mt-6 flex max-w-xl items-center justify-between gap-3">
      {previous === null ? (
        <span aria-hidden className="w-28" />
      ) : (
        <Link to={to} params={{ id }} search={{ ...search, page: previous }} className={link}>
          <ChevronLeft aria-hidden className="size-4" />
          Previous
        </Link>
      )}
      <p className="text-sm text-ink-muted tabular-nums">{label}</p>
      {next === null ? (
        <span aria-hidden className="w-28" />
      ) : (
        <Link to={to} params={{ id }} search={{ ...search, page: next }} className={link}>
          Next
          <ChevronRight aria-hidden className="size-4" />
        </Link>
      )}
    </nav>
  );
}
