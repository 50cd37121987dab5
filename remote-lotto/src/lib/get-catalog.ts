// GET /api/lotto/catalog: the lotteries, grouped head → sub-head, in the order members see them.
import { http } from '@tanghuay/shared-auth';

export interface CatalogLotto {
  code: string;
  name: string;
  resultKind: 'government' | 'standard';
  resultSource: 'operator' | 'house_rng';
}
export interface CatalogSubHead {
  code: string;
  name: string;
  lottos: CatalogLotto[];
}
export interface CatalogHead {
  code: string;
  name: string;
  subHeads: CatalogSubHead[];
}

export async function getCatalog(signal?: AbortSignal): Promise<CatalogHead[]> {
  return (await http.get<{ heads: CatalogHead[] }>('/lotto/catalog', { signal })).data.heads;
}

/** A lottery code as the API takes it (in an address, say). */
export const isLottoCode = (value: string): boolean => /^[a-z0-9-]{1,30}$/.test(value);

/** Every lottery of the catalog, in its order. */
export const lottosOf = (heads: readonly CatalogHead[]): CatalogLotto[] => heads.flatMap((head) => head.subHeads.flatMap((subHead) => subHead.lottos));

/** The catalog as the options of a Select: one group per head, its lotteries in order. */
export const lottoOptions = (heads: readonly CatalogHead[]) =>
  heads.map((head) => ({
    label: head.name,
    title: head.name,
    options: lottosOf([head]).map((lotto) => ({ value: lotto.code, label: lotto.name })),
  }));
