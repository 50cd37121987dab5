// The administrators' settings (docs/backoffice.md, "API"): payment bounds and where members pay
// (GET/PUT /api/backoffice/settings/payments), the slip cancel window and the maximum discount with
// the discounts above it (GET/PUT …/settings/lotto), and the site's layout and menu exception
// (GET /api/site/config, PUT /api/backoffice/site/config).
// Each PUT answers the settings as stored; a refusal answers 400 in Thai.
import { http } from '@tanghuay/shared-auth';
import type { LottoSettings, LottoSettingsAnswer, PaymentSettings, SiteSettings } from '../model/settings-form.ts';

export async function getPaymentSettings(signal?: AbortSignal): Promise<PaymentSettings> {
  return (await http.get<PaymentSettings>('/backoffice/settings/payments', { signal })).data;
}

export async function savePaymentSettings(settings: PaymentSettings): Promise<PaymentSettings> {
  return (await http.put<PaymentSettings>('/backoffice/settings/payments', settings)).data;
}

export async function getLottoSettings(signal?: AbortSignal): Promise<LottoSettingsAnswer> {
  return (await http.get<LottoSettingsAnswer>('/backoffice/settings/lotto', { signal })).data;
}

export async function saveLottoSettings(settings: LottoSettings): Promise<LottoSettingsAnswer> {
  return (await http.put<LottoSettingsAnswer>('/backoffice/settings/lotto', settings)).data;
}

const siteSettingsOf = ({ layout, menuExcludedUserId }: SiteSettings): SiteSettings => ({ layout, menuExcludedUserId });

export async function getSiteSettings(signal?: AbortSignal): Promise<SiteSettings> {
  return siteSettingsOf((await http.get<SiteSettings>('/site/config', { signal })).data);
}

export async function saveSiteSettings(settings: SiteSettings): Promise<SiteSettings> {
  return siteSettingsOf((await http.put<SiteSettings>('/backoffice/site/config', settings)).data);
}
