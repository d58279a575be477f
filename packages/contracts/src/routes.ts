import { z } from 'zod';
import { ENDPOINTS, type RouteName } from './endpoints.ts';
import {
  ChangePasswordBody,
  EmailLinkBody,
  ExtensionSessionBody,
  GoogleCallbackBody,
  GoogleCallbackResponse,
  GoogleCompleteRegistrationBody,
  OobCodeBody,
  PasswordResetBody,
  PasswordResetConfirmBody,
  RefreshBody,
  RegisterBody,
  SessionList,
  SessionTokens,
  SignInBody,
  SignInMethods,
  UsernameCheckQuery,
  UsernameCheckResponse,
  VerificationBody,
} from './auth.ts';
import { AboutResponse } from './about.ts';
import { AccountExport } from './account-export.ts';
import {
  AddCollectionLookBody,
  AddCollectionProductBody,
  ArchivedCollections,
  Collection,
  CollectionItems,
  CreateCollectionBody,
  SaveState,
  UpdateCollectionBody,
  UserCollections,
} from './collection.ts';
import { ErrorBody, HealthResponse } from './common.ts';
import { Dashboard, DashboardQuery } from './dashboard.ts';
import {
  FeaturedCollectionsPage,
  FeaturedProductsPage,
  FeedQuery,
  FollowingFeedPage,
  FollowingFeedQuery,
  FollowingSuggestions,
} from './feed.ts';
import { CreateFeedbackBody, FeedbackCreated } from './feedback.ts';
import { CreateReportBody, ReportCreated } from './report.ts';
import {
  AuditLog,
  ModerationActionBody,
  ModerationCase,
  ModerationQueue,
  ModerationQueueQuery,
} from './moderation.ts';
import { PresignBody, PresignResponse } from './media.ts';
import { CreateLookBody, Look, LookProductInput, UpdateLookBody, UserLooks } from './look.ts';
import {
  ListNotificationsQuery,
  MarkNotificationsReadBody,
  NotificationMailPreferences,
  NotificationsPage,
  UnreadNotifications,
  UnsubscribeQuery,
  UnsubscribeResult,
  UpdateNotificationMailPreferencesBody,
} from './notifications.ts';
import { PriceHistory, PriceWatchState } from './price.ts';
import {
  CreateProductBody,
  LikeState,
  Product,
  ScrapeBody,
  ScrapedProduct,
  UpdateProductBody,
} from './product.ts';
import {
  SearchHistoryBody,
  SearchQuery,
  SearchResults,
  SearchSuggestions,
  SuggestionsQuery,
  TrendingSearches,
} from './search.ts';
import {
  SimilarCollections,
  SimilarCollectionsQuery,
  SimilarProductsPage,
  SimilarProductsQuery,
} from './similar.ts';
import {
  PageQuery,
  PagedUsers,
  FollowState,
  UserIdParams,
  UserProductsPage,
  UserProductsQuery,
  UpdateUserBody,
  UserProfile,
  UserProfileSummary,
  UserSearchPage,
  UsersQuery,
} from './user.ts';
import {
  IdempotencyHeaders,
  InsufficientFundsBody,
  PaidSubscription,
  PaidSubscriptionList,
  PayoutBody,
  PayoutExceedsEarningsBody,
  PayoutResult,
  SetSubscriptionPriceBody,
  SubscriptionPrice,
  TopUpBody,
  TopUpResult,
  Wallet,
  WalletTransactionsPage,
} from './wallet.ts';

/** The schemas of one route: what it reads and what it answers, with the status of a success. */
export interface RouteSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  headers?: z.ZodType;
  body?: z.ZodType;
  /** The reply of a success; absent, or `z.null()` under status 204, when it has no body. */
  reply?: z.ZodType;
  status?: 200 | 201 | 204;
  /** A second success answered with the same reply: 200 when a create is repeated and finds the first. */
  repeatStatus?: 200;
  /** The error replies the route documents beside the common `{ message, code }`, by status. */
  errors?: Record<number, z.ZodType>;
}

// Path ids: a malformed one is named as the object not found.
const ProductParams = z.object({ id: z.uuid({ message: 'Product not found' }) });
const CollectionParams = z.object({ id: z.uuid({ message: 'Collection not found' }) });
const ProductItemParams = CollectionParams.extend({ productId: z.uuid({ message: 'Product not found' }) });
const LookItemParams = CollectionParams.extend({ lookId: z.uuid({ message: 'Look not found' }) });
const LookParams = z.object({ id: z.uuid({ message: 'Look not found' }) });
const CaseParams = z.object({ id: z.uuid({ message: 'Case not found' }) });
const LookProductParams = LookParams.extend({ productId: z.uuid({ message: 'Product not found' }) });

/** Every endpoint's schemas, by its name in endpoints.ts; the type demands one entry per endpoint. */
const SCHEMAS = {
  createProduct: { body: CreateProductBody, reply: Product, status: 201 },
  getProduct: { params: ProductParams, reply: Product },
  updateProduct: { params: ProductParams, body: UpdateProductBody, reply: Product },
  likeProduct: { params: ProductParams, reply: LikeState },
  unlikeProduct: { params: ProductParams, reply: LikeState },
  listUserProducts: { params: UserIdParams, query: UserProductsQuery, reply: UserProductsPage },
  getPriceHistory: { params: ProductParams, reply: PriceHistory },
  watchPrice: { params: ProductParams, reply: PriceWatchState },
  unwatchPrice: { params: ProductParams, reply: PriceWatchState },
  scrapeProduct: {
    body: ScrapeBody,
    reply: ScrapedProduct,
    errors: { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 422: ErrorBody, 429: ErrorBody },
  },
  listSimilarProducts: { params: ProductParams, query: SimilarProductsQuery, reply: SimilarProductsPage },
  listSimilarCollections: {
    params: CollectionParams,
    query: SimilarCollectionsQuery,
    reply: SimilarCollections,
  },
  listArchivedCollections: { reply: ArchivedCollections },
  createCollection: { body: CreateCollectionBody, reply: Collection, status: 201 },
  getCollection: { params: CollectionParams, reply: Collection },
  updateCollection: { params: CollectionParams, body: UpdateCollectionBody, reply: Collection },
  deleteCollection: { params: CollectionParams },
  archiveCollection: { params: CollectionParams, reply: Collection },
  unarchiveCollection: { params: CollectionParams, reply: Collection },
  addCollectionProduct: { params: CollectionParams, body: AddCollectionProductBody, reply: CollectionItems },
  removeCollectionProduct: { params: ProductItemParams, reply: CollectionItems },
  addCollectionLook: { params: CollectionParams, body: AddCollectionLookBody, reply: CollectionItems },
  removeCollectionLook: { params: LookItemParams, reply: CollectionItems },
  saveCollection: { params: CollectionParams, reply: SaveState },
  unsaveCollection: { params: CollectionParams, reply: SaveState },
  listUserCollections: { params: UserIdParams, reply: UserCollections },
  createLook: { body: CreateLookBody, reply: Look, status: 201 },
  getLook: { params: LookParams, reply: Look },
  updateLook: { params: LookParams, body: UpdateLookBody, reply: Look },
  deleteLook: { params: LookParams },
  addLookProduct: { params: LookParams, body: LookProductInput, reply: Look },
  removeLookProduct: { params: LookProductParams, reply: Look },
  likeLook: { params: LookParams, reply: LikeState },
  unlikeLook: { params: LookParams, reply: LikeState },
  listUserLooks: { params: UserIdParams, reply: UserLooks },
  featuredProducts: { query: FeedQuery, reply: FeaturedProductsPage, errors: { 400: ErrorBody } },
  featuredCollections: { query: FeedQuery, reply: FeaturedCollectionsPage, errors: { 400: ErrorBody } },
  followingFeed: { query: FollowingFeedQuery, reply: FollowingFeedPage, errors: { 400: ErrorBody } },
  followingSuggestions: { reply: FollowingSuggestions },
  search: { query: SearchQuery, reply: SearchResults },
  searchSuggestions: { query: SuggestionsQuery, reply: SearchSuggestions },
  recordSearch: { body: SearchHistoryBody, reply: z.null(), status: 204 },
  trendingSearches: { reply: TrendingSearches },
  searchUsers: { query: UsersQuery, reply: UserSearchPage },
  getUserProfile: { params: UserIdParams, reply: UserProfile },
  subscribe: { params: UserIdParams, reply: FollowState },
  unsubscribe: { params: UserIdParams, reply: FollowState },
  listSubscribers: { params: UserIdParams, query: PageQuery, reply: PagedUsers },
  listSubscribedTo: { params: UserIdParams, query: PageQuery, reply: PagedUsers },
  listNotifications: { query: ListNotificationsQuery, reply: NotificationsPage },
  unreadNotifications: { reply: UnreadNotifications },
  markNotificationsRead: { body: MarkNotificationsReadBody, reply: UnreadNotifications },
  getNotificationPreferences: { reply: NotificationMailPreferences },
  setNotificationPreferences: {
    body: UpdateNotificationMailPreferencesBody,
    reply: NotificationMailPreferences,
  },
  unsubscribeFromMail: { query: UnsubscribeQuery, reply: UnsubscribeResult },
  getWallet: { reply: Wallet },
  listWalletTransactions: { query: PageQuery, reply: WalletTransactionsPage },
  topUp: { headers: IdempotencyHeaders, body: TopUpBody, reply: TopUpResult, status: 201 },
  requestPayout: {
    headers: IdempotencyHeaders,
    body: PayoutBody,
    reply: PayoutResult,
    status: 201,
    errors: { 422: PayoutExceedsEarningsBody },
  },
  setSubscriptionPrice: { body: SetSubscriptionPriceBody, reply: SubscriptionPrice.nullable() },
  listPaidSubscriptions: { reply: PaidSubscriptionList },
  takePaidSubscription: {
    params: UserIdParams,
    headers: IdempotencyHeaders,
    reply: PaidSubscription,
    status: 201,
    errors: { 402: InsufficientFundsBody },
  },
  acceptSubscriptionPrice: { params: UserIdParams, body: SubscriptionPrice, reply: PaidSubscription },
  cancelPaidSubscription: { params: UserIdParams, reply: PaidSubscription },
  dashboard: { query: DashboardQuery, reply: Dashboard },
  sendFeedback: { body: CreateFeedbackBody, reply: FeedbackCreated, status: 201 },
  createReport: { body: CreateReportBody, reply: ReportCreated, status: 201, repeatStatus: 200 },
  blockUser: { params: UserIdParams, reply: z.null(), status: 204 },
  unblockUser: { params: UserIdParams, reply: z.null(), status: 204 },
  listBlocks: { query: PageQuery, reply: PagedUsers },
  moderationQueue: { query: ModerationQueueQuery, reply: ModerationQueue },
  moderateCase: { params: CaseParams, body: ModerationActionBody, reply: ModerationCase },
  reinstateUser: { params: UserIdParams, reply: z.null(), status: 204 },
  moderationAudit: { query: PageQuery, reply: AuditLog },
  about: { reply: AboutResponse },
  health: { reply: HealthResponse, errors: { 503: HealthResponse } },
  exportAccount: { params: UserIdParams, reply: AccountExport },
  signIn: { body: SignInBody, reply: SessionTokens },
  refreshSession: { body: RefreshBody, reply: SessionTokens },
  signOut: { body: RefreshBody, reply: z.null(), status: 204 },
  sendSignInLink: { body: EmailLinkBody, reply: z.null(), status: 204 },
  completeSignInLink: { body: OobCodeBody, reply: SessionTokens.extend({ continueUrl: z.string() }) },
  requestPasswordReset: { body: PasswordResetBody, reply: z.null(), status: 204 },
  confirmPasswordReset: { body: PasswordResetConfirmBody, reply: z.null(), status: 204 },
  sendVerification: { body: VerificationBody, reply: z.null(), status: 204 },
  confirmVerification: { body: OobCodeBody, reply: z.object({ continueUrl: z.string() }) },
  changePassword: { body: ChangePasswordBody, reply: z.null(), status: 204 },
  signOutEverywhere: { reply: z.null(), status: 204 },
  listSessions: { reply: SessionList },
  revokeSession: { params: z.object({ id: z.uuid() }), reply: z.null(), status: 204 },
  extensionSession: { body: ExtensionSessionBody, reply: SessionTokens },
  signInMethods: { reply: SignInMethods },
  googleCallback: { body: GoogleCallbackBody, reply: GoogleCallbackResponse },
  checkUsername: { query: UsernameCheckQuery, reply: UsernameCheckResponse },
  getUserSummary: { params: UserIdParams, reply: UserProfileSummary },
  updateUser: { params: UserIdParams, body: UpdateUserBody, reply: UserProfileSummary },
  deleteUser: { params: UserIdParams, reply: z.null(), status: 204 },
  registerUser: { body: RegisterBody, reply: SessionTokens, status: 201 },
  registerStylist: { body: RegisterBody, reply: SessionTokens, status: 201 },
  googleCompleteRegistration: { body: GoogleCompleteRegistrationBody, reply: SessionTokens, status: 201 },
  presignCollectionCover: { body: PresignBody, reply: PresignResponse },
  presignLookCover: { body: PresignBody, reply: PresignResponse },
  presignProductImage: { body: PresignBody, reply: PresignResponse },
  presignAvatar: { body: PresignBody, reply: PresignResponse },
  presignFeedbackAttachment: { body: PresignBody, reply: PresignResponse },
} as const satisfies { [Name in RouteName]: RouteSchemas };

type Routes = { [Name in RouteName]: (typeof ENDPOINTS)[Name] & (typeof SCHEMAS)[Name] };

/** The route table: each route's method, path, access and schemas (docs/decisions.md, "One route table"). */
export const ROUTES = Object.fromEntries(
  Object.entries(ENDPOINTS).map(([name, endpoint]) => [name, { ...endpoint, ...SCHEMAS[name as RouteName] }]),
) as Routes;

type Part<Name extends RouteName, Key extends keyof RouteSchemas> = Routes[Name] extends {
  [K in Key]: infer Schema extends z.ZodType;
}
  ? Schema
  : undefined;

/** What the route answers on success, as the client reads it; `undefined` when it declares no reply. */
export type RouteReply<Name extends RouteName> =
  Part<Name, 'reply'> extends z.ZodType ? z.output<Part<Name, 'reply'>> : undefined;
/** The path parameters a call fills in. */
export type RouteParams<Name extends RouteName> =
  Part<Name, 'params'> extends z.ZodType ? z.output<Part<Name, 'params'>> : undefined;
/** The query a call may send: any of the fields, the server filling in defaults. */
export type RouteQuery<Name extends RouteName> =
  Part<Name, 'query'> extends z.ZodType ? Partial<z.output<Part<Name, 'query'>>> : undefined;
/** The body a call sends, before the server's defaults and transforms. */
export type RouteBody<Name extends RouteName> =
  Part<Name, 'body'> extends z.ZodType ? z.input<Part<Name, 'body'>> : undefined;
