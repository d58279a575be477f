// No zod here: the browser's client reads this at run time (issue 12); the schemas are in routes.ts.
import type { UploadKind } from './media.ts';

/**
 * Who may call a route. The server's access hook answers before the handler runs: `signedIn` refuses a
 * signed-out request (401), `verified` also an unverified email (403 `EMAIL_NOT_VERIFIED`: creating, liking,
 * saving, subscribing, watching prices and money, docs/product.md §2); `ownToken`
 * routes read `Authorization` themselves, as a token of their own rather than a session's; `moderator` routes
 * answer 404 to everyone but moderators, as if they did not exist (docs/product.md §20). Owner and role
 * rules are the services' (docs/decisions.md, "Access declared per route").
 */
export const ACCESS = ['public', 'signedIn', 'verified', 'ownToken', 'moderator'] as const;
export type Access = (typeof ACCESS)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Endpoint {
  method: HttpMethod;
  /** Fastify's form: `:name` marks a path parameter. */
  path: string;
  access: Access;
}

/**
 * The JSON API, one entry per route: its method, path and access. routes.ts gives each the schemas of its
 * params, query, body and reply; the server registers both, the client derives its calls from them.
 */
export const ENDPOINTS = {
  createProduct: { method: 'POST', path: '/api/products', access: 'verified' },
  getProduct: { method: 'GET', path: '/api/products/:id', access: 'public' },
  updateProduct: { method: 'PUT', path: '/api/products/:id', access: 'signedIn' },
  likeProduct: { method: 'POST', path: '/api/products/:id/like', access: 'verified' },
  unlikeProduct: { method: 'DELETE', path: '/api/products/:id/like', access: 'verified' },
  listUserProducts: { method: 'GET', path: '/api/users/:id/products', access: 'public' },
  getPriceHistory: { method: 'GET', path: '/api/products/:id/price-history', access: 'public' },
  watchPrice: { method: 'PUT', path: '/api/products/:id/price-watch', access: 'verified' },
  unwatchPrice: { method: 'DELETE', path: '/api/products/:id/price-watch', access: 'verified' },
  scrapeProduct: { method: 'POST', path: '/api/products/scrape', access: 'verified' },
  listSimilarProducts: { method: 'GET', path: '/api/products/:id/similar', access: 'public' },
  listSimilarCollections: { method: 'GET', path: '/api/collections/:id/similar', access: 'public' },
  listArchivedCollections: { method: 'GET', path: '/api/collections/archived', access: 'signedIn' },
  createCollection: { method: 'POST', path: '/api/collections', access: 'verified' },
  getCollection: { method: 'GET', path: '/api/collections/:id', access: 'public' },
  updateCollection: { method: 'PUT', path: '/api/collections/:id', access: 'signedIn' },
  deleteCollection: { method: 'DELETE', path: '/api/collections/:id', access: 'signedIn' },
  archiveCollection: { method: 'PUT', path: '/api/collections/:id/archive', access: 'signedIn' },
  unarchiveCollection: { method: 'PUT', path: '/api/collections/:id/unarchive', access: 'signedIn' },
  addCollectionProduct: { method: 'POST', path: '/api/collections/:id/products', access: 'signedIn' },
  removeCollectionProduct: {
    method: 'DELETE',
    path: '/api/collections/:id/products/:productId',
    access: 'signedIn',
  },
  addCollectionLook: { method: 'POST', path: '/api/collections/:id/looks', access: 'signedIn' },
  removeCollectionLook: { method: 'DELETE', path: '/api/collections/:id/looks/:lookId', access: 'signedIn' },
  saveCollection: { method: 'POST', path: '/api/collections/:id/save', access: 'verified' },
  unsaveCollection: { method: 'DELETE', path: '/api/collections/:id/save', access: 'verified' },
  listUserCollections: { method: 'GET', path: '/api/users/:id/collections', access: 'public' },
  createLook: { method: 'POST', path: '/api/looks', access: 'verified' },
  getLook: { method: 'GET', path: '/api/looks/:id', access: 'public' },
  updateLook: { method: 'PUT', path: '/api/looks/:id', access: 'signedIn' },
  deleteLook: { method: 'DELETE', path: '/api/looks/:id', access: 'signedIn' },
  addLookProduct: { method: 'POST', path: '/api/looks/:id/products', access: 'signedIn' },
  removeLookProduct: { method: 'DELETE', path: '/api/looks/:id/products/:productId', access: 'signedIn' },
  likeLook: { method: 'POST', path: '/api/looks/:id/like', access: 'verified' },
  unlikeLook: { method: 'DELETE', path: '/api/looks/:id/like', access: 'verified' },
  listUserLooks: { method: 'GET', path: '/api/users/:id/looks', access: 'public' },
  featuredProducts: { method: 'GET', path: '/api/featured/products', access: 'public' },
  featuredCollections: { method: 'GET', path: '/api/featured/collections', access: 'public' },
  followingFeed: { method: 'GET', path: '/api/feed/following', access: 'signedIn' },
  followingSuggestions: { method: 'GET', path: '/api/feed/following/suggestions', access: 'signedIn' },
  search: { method: 'GET', path: '/api/search', access: 'public' },
  searchSuggestions: { method: 'GET', path: '/api/search/suggestions', access: 'public' },
  recordSearch: { method: 'POST', path: '/api/search/history', access: 'signedIn' },
  trendingSearches: { method: 'GET', path: '/api/search/trending', access: 'public' },
  searchUsers: { method: 'GET', path: '/api/users', access: 'public' },
  getUserProfile: { method: 'GET', path: '/api/users/:id/profile', access: 'public' },
  subscribe: { method: 'POST', path: '/api/users/:id/subscribe', access: 'verified' },
  unsubscribe: { method: 'DELETE', path: '/api/users/:id/subscribe', access: 'verified' },
  listSubscribers: { method: 'GET', path: '/api/users/:id/subscribers', access: 'public' },
  listSubscribedTo: { method: 'GET', path: '/api/users/:id/subscribedTo', access: 'public' },
  listNotifications: { method: 'GET', path: '/api/notifications', access: 'signedIn' },
  unreadNotifications: { method: 'GET', path: '/api/notifications/unread-count', access: 'signedIn' },
  markNotificationsRead: { method: 'POST', path: '/api/notifications/read', access: 'signedIn' },
  getNotificationPreferences: { method: 'GET', path: '/api/notifications/preferences', access: 'signedIn' },
  setNotificationPreferences: { method: 'PUT', path: '/api/notifications/preferences', access: 'signedIn' },
  unsubscribeFromMail: { method: 'POST', path: '/api/notifications/unsubscribe', access: 'public' },
  getWallet: { method: 'GET', path: '/api/wallet', access: 'verified' },
  listWalletTransactions: { method: 'GET', path: '/api/wallet/transactions', access: 'verified' },
  topUp: { method: 'POST', path: '/api/wallet/top-ups', access: 'verified' },
  requestPayout: { method: 'POST', path: '/api/wallet/payouts', access: 'verified' },
  setSubscriptionPrice: { method: 'PUT', path: '/api/subscriptions/price', access: 'verified' },
  listPaidSubscriptions: { method: 'GET', path: '/api/subscriptions/paid', access: 'verified' },
  takePaidSubscription: { method: 'POST', path: '/api/users/:id/paid-subscription', access: 'verified' },
  acceptSubscriptionPrice: {
    method: 'POST',
    path: '/api/users/:id/paid-subscription/accept-price',
    access: 'verified',
  },
  cancelPaidSubscription: { method: 'DELETE', path: '/api/users/:id/paid-subscription', access: 'verified' },
  dashboard: { method: 'GET', path: '/api/dashboard', access: 'signedIn' },
  sendFeedback: { method: 'POST', path: '/api/feedback', access: 'public' },
  createReport: { method: 'POST', path: '/api/reports', access: 'verified' },
  blockUser: { method: 'PUT', path: '/api/users/:id/block', access: 'signedIn' },
  unblockUser: { method: 'DELETE', path: '/api/users/:id/block', access: 'signedIn' },
  listBlocks: { method: 'GET', path: '/api/blocks', access: 'signedIn' },
  moderationQueue: { method: 'GET', path: '/api/moderation/reports', access: 'moderator' },
  moderateCase: { method: 'POST', path: '/api/moderation/reports/:id/actions', access: 'moderator' },
  reinstateUser: { method: 'POST', path: '/api/moderation/users/:id/reinstate', access: 'moderator' },
  moderationAudit: { method: 'GET', path: '/api/moderation/audit', access: 'moderator' },
  about: { method: 'GET', path: '/api/about', access: 'public' },
  health: { method: 'GET', path: '/api/health', access: 'public' },
  exportAccount: { method: 'GET', path: '/api/users/:id/export', access: 'signedIn' },
  signIn: { method: 'POST', path: '/identity/sign-in', access: 'public' },
  refreshSession: { method: 'POST', path: '/identity/token', access: 'public' },
  signOut: { method: 'POST', path: '/identity/sign-out', access: 'public' },
  sendSignInLink: { method: 'POST', path: '/identity/email-link', access: 'public' },
  completeSignInLink: { method: 'POST', path: '/identity/email-link/complete', access: 'public' },
  requestPasswordReset: { method: 'POST', path: '/identity/password-reset', access: 'public' },
  confirmPasswordReset: { method: 'POST', path: '/identity/password-reset/confirm', access: 'public' },
  sendVerification: { method: 'POST', path: '/identity/verification', access: 'signedIn' },
  confirmVerification: { method: 'POST', path: '/identity/verification/confirm', access: 'public' },
  changePassword: { method: 'POST', path: '/identity/password', access: 'signedIn' },
  signOutEverywhere: { method: 'POST', path: '/identity/sign-out-everywhere', access: 'signedIn' },
  listSessions: { method: 'GET', path: '/identity/sessions', access: 'signedIn' },
  revokeSession: { method: 'DELETE', path: '/identity/sessions/:id', access: 'signedIn' },
  extensionSession: { method: 'POST', path: '/identity/extension-session', access: 'signedIn' },
  signInMethods: { method: 'GET', path: '/identity/sign-in-methods', access: 'public' },
  googleCallback: { method: 'POST', path: '/api/auth/google/callback', access: 'public' },
  checkUsername: { method: 'GET', path: '/api/users/username/check', access: 'public' },
  getUserSummary: { method: 'GET', path: '/api/users/:id/summary', access: 'public' },
  updateUser: { method: 'PUT', path: '/api/users/:id', access: 'signedIn' },
  deleteUser: { method: 'DELETE', path: '/api/users/:id', access: 'signedIn' },
  registerUser: { method: 'POST', path: '/api/auth/register/user', access: 'public' },
  registerStylist: { method: 'POST', path: '/api/auth/register/stylist', access: 'public' },
  googleCompleteRegistration: {
    method: 'POST',
    path: '/api/auth/google/complete-registration',
    access: 'public',
  },
  presignCollectionCover: {
    method: 'POST',
    path: '/api/uploads/collections/cover/presign',
    access: 'verified',
  },
  presignLookCover: { method: 'POST', path: '/api/uploads/looks/cover/presign', access: 'verified' },
  presignProductImage: { method: 'POST', path: '/api/uploads/products/images/presign', access: 'verified' },
  presignAvatar: { method: 'POST', path: '/api/uploads/users/avatar/presign', access: 'verified' },
  // Anyone may write feedback, signed out or not yet verified, and so attach an image to it.
  presignFeedbackAttachment: {
    method: 'POST',
    path: '/api/uploads/feedback/attachment/presign',
    access: 'public',
  },
} as const satisfies Record<string, Endpoint>;

export type RouteName = keyof typeof ENDPOINTS;

/** The presigned upload's route of each kind of image. */
export const PRESIGN_ROUTES = {
  collectionCover: 'presignCollectionCover',
  lookCover: 'presignLookCover',
  productImage: 'presignProductImage',
  avatar: 'presignAvatar',
  feedbackAttachment: 'presignFeedbackAttachment',
} as const satisfies Record<UploadKind, RouteName>;
