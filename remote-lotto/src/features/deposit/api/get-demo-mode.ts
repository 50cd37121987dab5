// GET /api/site/config, for its demoMode only: whether deposits are play money credited at once.
import { http } from '@tanghuay/shared-auth';

export async function getDemoMode(signal?: AbortSignal): Promise<boolean> {
  return (await http.get<{ demoMode?: unknown }>('/site/config', { signal })).data.demoMode === true;
}
