// Remote releases (docs/architecture.md, "Remote releases"): which version of each federated remote
// each member gets — live, canary by share, testers' pins — behind the contract gate, the draw-night
// freeze and the automatic stop on errors. The module's only public file.
export { releaseRoutes, RELEASE_BY_HEADER, RELEASE_TOKEN_HEADER, VISITOR_COOKIE } from './routes.ts';
export type { ReleaseSources } from './contract-gate.ts';
export type { RollbackRule } from './rollback-rule.ts';
