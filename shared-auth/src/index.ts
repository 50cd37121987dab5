export type {
  LayoutKind,
  RemoteName,
  RemoteRegistry,
  RemoteRegistryEntry,
  RemoteRoutesModule,
  RouteHandle,
} from './contract.ts';
export { isRemoteName, REMOTE_NAMES } from './contract.ts';
export { formatBalance } from './format-balance.ts';
