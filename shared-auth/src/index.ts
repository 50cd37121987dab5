export { ability, canNavigate, INITIAL_RULES } from './abilities.ts';
export { type ApiErrorBody, apiErrorOf, errorMessage, SESSION_REVOKED } from './api-error.ts';
export {
  BACKOFFICE_MENU_PAGES,
  BACKOFFICE_PAGES,
  type BackofficePage,
  type BackofficePageKey,
  backofficePage,
  backofficePageFor,
} from './backoffice-pages.ts';
export {
  CHUNK_RETRY_DELAYS_MS,
  importWithRetry,
  isChunkLoadFailure,
  lazyWithRetry,
  MountAttemptContext,
} from './chunk-retry.tsx';
export type {
  ExposedModule,
  LayoutKind,
  RemoteName,
  RemoteRegistry,
  RemoteRegistryEntry,
  RemoteRoutesModule,
  RouteHandle,
} from './contract.ts';
export { isRemoteName, MEMBER_PAGES_PREFIX, NOT_FOUND_PATH, REMOTE_NAMES } from './contract.ts';
export { balanceWithCurrency, moneyFigure, moneyInWords, plainMoney, signedMoney } from './money-format.ts';
export { SITE_NAME } from './site-name.ts';
export { useObservable, useUserData } from './hooks.ts';
export { type StandalonePage, StandaloneRoutes } from './standalone.tsx';
export { STICKY_BAR_ATTRIBUTE, useStickyBar } from './sticky-bar.ts';
export { type StoredChoice, storedChoice, useStoredChoice } from './stored-choice.ts';
export { api } from './api.ts';
export { createHttpClient, http, type HttpClientOptions, REFRESH_TOKEN_PATH } from './http.ts';
export {
  type Language,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  language$,
  setLanguage,
  useLanguage,
  useMessages,
} from './language.ts';
export { ACCOUNT_PAGE_PATHS, type MemberPageHandle, mayOpenMemberPage, memberPageHandle } from './member-pages.ts';
export { bottomNavFor, type MenuKey, menuItemsFor, type NavItem } from './menu.ts';
export { DEMO_MENU, type DemoNavGroup, type DemoNavItem, demoNavItemFor } from './demo-menu.ts';
export type { LimitItem, RoundStatus } from './realtime-messages.ts';
export type { RealtimeState } from './realtime.ts';
export { ROLE_NAMES } from './role-names.ts';
export { DEFAULT_PATH, homeFor, LOGIN_PATH, NOT_AUTHORIZED_PATH, RESTRICTED_HOME, ROLE_HOMES } from './role-home.ts';
export { guardRedirect, landingPath } from './route-guard.ts';
export {
  createSessionBus,
  DISPLAY_REFRESH_MS,
  type ForcedLogout,
  PRINT_LIST_AUTO_KEY,
  type RoundLimits,
  type RoundStatusChange,
  type SessionBus,
  type SessionBusOptions,
  sessionBus,
  WALLET_PATH,
  WALLET_REFRESH_MS,
  type WalletState,
} from './session-bus.ts';
export {
  authChange$,
  clearAllStorage,
  clearAuth,
  forgetSessionEndNotice,
  noteSessionEnd,
  parseUserData,
  readRefreshToken,
  readSessionEndNotice,
  readToken,
  readUserData,
  readUserToken,
  saveCartCount,
  saveLogin,
  saveTokens,
  saveUserData,
  STORAGE_KEYS,
} from './storage.ts';
export {
  type AbilityRule,
  type LoginAnswer,
  ROLES,
  type Role,
  type UserData,
  USERTYPES,
  type Usertype,
} from './user-data.ts';
