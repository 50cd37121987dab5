// The testers' preview marker (docs/architecture.md, "Beacons and the preview marker"): a page
// served a version its caller is pinned to says so, in a slim bar of its own under the header (in
// the flow of the page, so it covers nothing). Only the API's `preview: true` shows it; members who
// are not pinned never see it.
import { REMOTE_NAMES, useMessages } from '@tanghuay/shared-auth';
import { usePageRemotes } from './page-remotes.ts';

// The remote's name is given only when more than one is previewed.
const messages = {
  th: { previewing: (version: string, remote?: string) => `กำลังดูเวอร์ชัน ${remote ? `${remote} ` : ''}${version}` },
  en: {
    previewing: (version: string, remote?: string) => (remote ? `Previewing ${remote} version ${version}` : `Previewing version ${version}`),
  },
};

export function VersionPreview() {
  const text = useMessages(messages);
  const { registry } = usePageRemotes();
  const previewed = REMOTE_NAMES.flatMap((remote) => {
    const entry = registry[remote];
    return entry?.preview === true ? [{ remote, version: entry.version }] : [];
  });
  if (previewed.length === 0) return null;
  const named = previewed.length > 1;
  return (
    <div className="version-preview-bar">
      {previewed.map(({ remote, version }) => (
        <span key={remote} className="version-preview" data-testid="version-preview" data-remote={remote} data-version={version}>
          {text.previewing(version, named ? remote : undefined)}
        </span>
      ))}
    </div>
  );
}
