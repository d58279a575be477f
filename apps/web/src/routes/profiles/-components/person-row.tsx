import { Link } from '@tanstack/react-router';
import type { UserListItem } from '@stylebook/contracts';
import { Avatar } from '../../../components/ui/avatar';
import { PersonName } from '../../../components/ui/person-name';
import { FollowButton } from './follow-button';

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
        <PersonName person={person} />
      </Link>
      <FollowButton person={person} />
    </li>
  );
}
