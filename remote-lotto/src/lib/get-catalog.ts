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
