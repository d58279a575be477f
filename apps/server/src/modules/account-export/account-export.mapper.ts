import { ACCOUNT_EXPORT_FORMAT, type AccountExport, type WalletTransaction } from '@stylebook/contracts';
import { mediaUrl } from '../media/media.service.ts';
import type { AccountExportRepository } from './account-export.repository.ts';

type Rows<K extends keyof AccountExportRepository> = Awaited<ReturnType<AccountExportRepository[K]>>;

/** Everything the export service read, as the repository answered it. */
export interface AccountExportRows {
  account: NonNullable<Rows<'account'>>;
  sessions: Rows<'sessions'>;
  products: Rows<'products'>;
  collections: Rows<'collections'>;
  collectionProducts: Rows<'collectionProducts'>;
  collectionLooks: Rows<'collectionLooks'>;
  looks: Rows<'looks'>;
  lookProducts: Rows<'lookProducts'>;
  productLikes: Rows<'productLikes'>;
  lookLikes: Rows<'lookLikes'>;
  saves: Rows<'saves'>;
  following: Rows<'following'>;
  followers: Rows<'followers'>;
  blocked: Rows<'blocked'>;
  reports: Rows<'reports'>;
  subscribedTo: Rows<'paidSubscriptions'>;
  subscribers: Rows<'paidSubscriptions'>;
  subscriptionPrice: Rows<'subscriptionPrice'>;
  balances: Rows<'balances'>;
  pendingPayouts: Rows<'balances'>;
  transactions: WalletTransaction[];
  feedback: Rows<'feedback'>;
  searches: Rows<'searches'>;
  media: Rows<'media'>;
  mail: Rows<'mail'>;
  notifications: Rows<'notifications'>;
  notificationMail: Rows<'notificationMail'>;
  priceWatches: Rows<'priceWatches'>;
}

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => date && date.toISOString();

/** Ids grouped by the id they belong to, in the order the rows came. */
function groupIds<R>(rows: R[], owner: (row: R) => string, id: (row: R) => string) {
  const groups = new Map<string, string[]>();
  for (const row of rows) {
    const list = groups.get(owner(row));
    if (list) list.push(id(row));
    else groups.set(owner(row), [id(row)]);
  }
  return (key: string) => groups.get(key) ?? [];
}

function visibilityOf(row: { isPrivate: boolean; isPaidSubscriberOnly: boolean }) {
  if (row.isPrivate) return 'private' as const;
  return row.isPaidSubscriberOnly ? ('paidSubscribersOnly' as const) : ('public' as const);
}

const paidSubscription = (row: Rows<'paidSubscriptions'>[number]) => ({
  person: row.person,
  status: row.status,
  amount: row.amount,
  currency: row.currency,
  currentPeriodStart: iso(row.currentPeriodStart),
  currentPeriodEnd: iso(row.currentPeriodEnd),
  createdAt: iso(row.createdAt),
});

export function toAccountExport(rows: AccountExportRows, exportedAt: Date): AccountExport {
  const { account } = rows;
  const productsOf = groupIds(
    rows.collectionProducts,
    (r) => r.collectionId,
    (r) => r.productId,
  );
  const looksOf = groupIds(
    rows.collectionLooks,
    (r) => r.collectionId,
    (r) => r.lookId,
  );
  const pinsOf = new Map<string, { productId: string; x: number | null; y: number | null }[]>();
  for (const { lookId, productId, x, y } of rows.lookProducts) {
    pinsOf.set(lookId, [...(pinsOf.get(lookId) ?? []), { productId, x, y }]);
  }
  return {
    format: ACCOUNT_EXPORT_FORMAT,
    exportedAt: iso(exportedAt),
    account: {
      id: account.id,
      email: account.email,
      emailVerifiedAt: isoOrNull(account.emailVerifiedAt),
      username: account.username,
      name: account.name,
      bio: account.bio,
      avatarUrl: account.avatarUrl,
      website: account.website,
      instagram: account.instagram,
      role: account.role,
      genderPreference: account.genderPreference,
      createdAt: iso(account.createdAt),
      updatedAt: iso(account.updatedAt),
      signIn: { password: account.hasPassword === true, google: account.hasGoogle === true },
    },
    sessions: rows.sessions.map((session) => ({
      id: session.id,
      client: session.client,
      createdAt: iso(session.createdAt),
      lastUsedAt: iso(session.lastUsedAt),
      expiresAt: iso(session.expiresAt),
      signedOutAt: isoOrNull(session.signedOutAt),
    })),
    products: rows.products.map((product) => ({
      id: product.id,
      rootProductId: product.rootProductId,
      description: product.description,
      brand: product.brand,
      price: {
        amount: product.priceMinor,
        currency: product.currency as AccountExport['products'][number]['price']['currency'],
      },
      gender: product.gender,
      purchaseUrl: product.purchaseUrl,
      canonicalUrl: product.canonicalUrl,
      images: product.images.map(({ url }) => ({ url })),
      createdAt: iso(product.createdAt),
      updatedAt: iso(product.updatedAt),
    })),
    collections: rows.collections.map((collection) => ({
      id: collection.id,
      name: collection.name,
      coverImageUrl: collection.coverImageUrl,
      visibility: visibilityOf(collection),
      archivedAt: isoOrNull(collection.archivedAt),
      productIds: productsOf(collection.id),
      lookIds: looksOf(collection.id),
      createdAt: iso(collection.createdAt),
      updatedAt: iso(collection.updatedAt),
    })),
    looks: rows.looks.map((look) => ({
      id: look.id,
      title: look.title,
      description: look.description,
      coverImageUrl: look.coverImageUrl,
      products: pinsOf.get(look.id) ?? [],
      createdAt: iso(look.createdAt),
      updatedAt: iso(look.updatedAt),
    })),
    likes: {
      products: rows.productLikes.map((like) => ({ ...like, likedAt: iso(like.likedAt) })),
      looks: rows.lookLikes.map((like) => ({ lookId: like.lookId, likedAt: iso(like.likedAt) })),
    },
    savedCollections: rows.saves.map((save) => ({
      collectionId: save.collectionId,
      name: save.isPrivate ? null : save.name,
      owner: save.isPrivate ? null : save.owner,
      savedAt: iso(save.savedAt),
    })),
    following: rows.following.map(({ person, since }) => ({ person, since: iso(since) })),
    followers: rows.followers.map(({ person, since }) => ({ person, since: iso(since) })),
    blocked: rows.blocked.map(({ person, since }) => ({ person, since: iso(since) })),
    reports: rows.reports.map((report) => ({ ...report, createdAt: iso(report.createdAt) })),
    paidSubscriptions: {
      subscribedTo: rows.subscribedTo.map(paidSubscription),
      subscribers: rows.subscribers.map(paidSubscription),
      price: rows.subscriptionPrice,
    },
    wallet: {
      balances: rows.balances,
      pendingPayouts: rows.pendingPayouts,
      transactions: rows.transactions,
    },
    feedback: rows.feedback.map((sent) => ({ ...sent, createdAt: iso(sent.createdAt) })),
    searches: rows.searches,
    media: rows.media.map(({ key, createdAt, ...object }) => ({
      url: mediaUrl(key),
      ...object,
      createdAt: iso(createdAt),
    })),
    mail: rows.mail.map((mail) => ({
      subject: mail.subject,
      createdAt: iso(mail.createdAt),
      sentAt: isoOrNull(mail.sentAt),
    })),
    notifications: rows.notifications.map((notification) => ({
      ...notification,
      createdAt: iso(notification.createdAt),
      readAt: isoOrNull(notification.readAt),
    })),
    notificationMail: {
      mutedKinds: rows.notificationMail.mutedKinds,
      lastMailedAt: isoOrNull(rows.notificationMail.lastMailedAt),
    },
    priceWatches: rows.priceWatches.map((watch) => ({ ...watch, updatedAt: iso(watch.updatedAt) })),
  };
}
