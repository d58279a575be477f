import { Link } from '@tanstack/react-router';
import type { UserListItem } from '@stylebook/contracts';
import { Avatar } from '../../../components/ui/avatar';
import { SubscribeButton } from './subscribe-button';

/** One person in a list: avatar, name and @username linking to their profile, and a follow button. */
export function PersonRow({ person }: { person: UserListItem }) {
  return (
    <li className="flex items-center gap-3 py-3">
      <Link
        to="/profiles/$id"
        params={{ id: person.id }}
        className="flex min-h-11 min-w-0 flex-1 items-center gap-3 rounded-xl"
      >
        <Avatar url={person.avatarUrl} size={48} />
        <span className="min-w-0">
          <span className="block truncate text-[15px] font-semibold text-ink">{person.name}</span>
          <span className="block truncate text-[13px] text-ink-muted">@{person.username}</span>
        </span>
      </Link>
      <SubscribeButton person={person} />
    </li>
  );
}
