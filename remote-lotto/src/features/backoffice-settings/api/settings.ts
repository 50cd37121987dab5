// The administrators' settings (docs/backoffice.md, "API"): payment bounds and where members pay
// (GET/PUT /api/backoffice/settings/payments), the slip cancel window and the maximum discount with
// the discounts above it (GET/PUT …/settings/lotto), and the site's layout and menu exception
// (GET /api/site/config, PUT /api/backoffice/site/config).
// Each PUT answers the settings as stored; a refusal answers 400 in Thai.
import { api } from '@tanghuay/shared-auth';
import type { LottoSettings, LottoSettingsAnswer, PaymentSettings, SiteSettings } from '../model/settings-form.ts';

export async function getPaymentSettings(signal?: AbortSignal): Promise<PaymentSettings> {
  return api.get('/backoffice/settings/payments', { signal });
}

export async function savePaymentSettings(settings: PaymentSettings): Promise<PaymentSettings> {
  return api.put('/backoffice/settings/payments', settings);
}

export async function getLottoSettings(signal?: AbortSignal): Promise<LottoSettingsAnswer> {
  return api.get('/backoffice/settings/lotto', { signal });
}

export async function saveLottoSettings(settings: LottoSettings): Promise<LottoSettingsAnswer> {
  return api.put('/backoffice/settings/lotto', settings);
}

const siteSettingsOf = ({ layout, menuExcludedUserId }: SiteSettings): SiteSettings => ({ layout, menuExcludedUserId });

export async function getSiteSettings(signal?: AbortSignal): Promise<SiteSettings> {
  return siteSettingsOf(await api.get('/site/config', { signal }));
}

export async function saveSiteSettings(settings: SiteSettings): Promise<SiteSettings> {
  return siteSettingsOf(await api.put('/backoffice/site/config', settings));
}
