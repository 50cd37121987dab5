// GET /api/lotto/catalog: the lotteries, grouped head → sub-head, in the order members see them.
import type { Answer } from '@tanghuay/api-types';
import { api } from '@tanghuay/shared-auth';

export type CatalogHead = Answer<'/lotto/catalog'>['heads'][number];
export type CatalogSubHead = CatalogHead['subHeads'][number];
export type CatalogLotto = CatalogSubHead['lottos'][number];

export async function getCatalog(signal?: AbortSignal): Promise<CatalogHead[]> {
  return (await api.get('/lotto/catalog', { signal })).heads;
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
