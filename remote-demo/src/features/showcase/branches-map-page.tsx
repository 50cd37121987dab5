// /maps/branches: branches from GET /maps/branches (showcase-api.ts) on a schematic of
// Thailand's regions drawn in SVG: no map tiles, since the page loads nothing from another host.
// A pin or a list entry selects a branch and shows its details.
import { useMessages } from '@tanghuay/shared-auth';
import { Button, Card, Tag, Typography } from 'antd';
import { useState } from 'react';
import { ReadView } from '../../components/read-view.tsx';
import { useFakeRead } from '../../lib/use-fake-read.ts';
import { messages } from './messages.ts';
import { showcaseApi } from './showcase-api.ts';
import { type Branch, mapPoint, type ThaiRegion } from './showcase-model.ts';
import { ShowcasePage } from './showcase-page.tsx';

/** Each region, roughly, in the map's units (showcase-model.ts mapPoint), with where its name goes. */
const REGIONS: { region: ThaiRegion; points: string; label: [number, number]; fill: string }[] = [
  { region: 'north', points: '36,29 90,7 126,14 151,40 144,112 90,137 54,130 25,76', label: [92, 70], fill: '#d9f7be' },
  { region: 'northeast', points: '144,112 180,86 234,83 277,115 306,184 288,227 216,227 155,220 151,158', label: [225, 160], fill: '#fff1b8' },
  { region: 'central', points: '90,137 144,112 151,158 155,220 144,252 126,256 108,266 97,220 83,173', label: [122, 190], fill: '#bae0ff' },
  { region: 'west', points: '54,130 90,137 83,173 97,220 108,266 94,317 79,310 58,256 47,194', label: [66, 225], fill: '#ffd8bf' },
  { region: 'east', points: '155,220 216,227 212,266 194,306 162,288 140,284 144,252', label: [180, 262], fill: '#efdbff' },
  { region: 'south', points: '94,317 79,310 61,382 47,436 90,497 115,511 173,533 184,518 148,493 122,461 119,436 104,410 79,364', label: [92, 440], fill: '#b5f5ec' },
];

export function BranchesMapPage() {
  const t = useMessages(messages).map;
  const loaded = useFakeRead<Branch[]>(showcaseApi, '/maps/branches');
  const [chosenId, setChosenId] = useState<number>();
  return (
    <ShowcasePage title={t.title}>
      <ReadView read={loaded} failed={t.loadFailed} empty={{ text: t.empty, isEmpty: (branches) => branches.length === 0 }}>
        {(branches) => {
          const chosen = branches.find((branch) => branch.id === chosenId);
          return (
            <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(min(300px, 100%), 1fr))' }}>
              <Card title={t.map} size="small">
                <svg viewBox="0 0 320 545" role="group" aria-label={t.map} style={{ width: '100%', maxHeight: 560, display: 'block' }}>
                  {REGIONS.map(({ region, points, label: [x, y], fill }) => (
                    <g key={region}>
                      <polygon points={points} fill={fill} stroke="#8c8c8c" strokeWidth={1} />
                      <text x={x} y={y} fontSize={11} textAnchor="middle" fill="#434343">
                        {t.regions[region]}
                      </text>
                    </g>
                  ))}
                  {branches.map((branch) => {
                    const { x, y } = mapPoint(branch);
                    const active = branch.id === chosenId;
                    return (
                      <g
                        key={branch.id}
                        role="button"
                        tabIndex={0}
                        aria-label={branch.name}
                        aria-pressed={active}
                        onClick={() => setChosenId(branch.id)}
                        onKeyDown={(event) => {
                          if (event.key === 'Enter' || event.key === ' ') {
                            event.preventDefault();
                            setChosenId(branch.id);
                          }
                        }}
                        style={{ cursor: 'pointer' }}
                      >
                        {/* A larger invisible circle makes the pin easy to tap. */}
                        <circle cx={x} cy={y} r={12} fill="transparent" />
                        <circle cx={x} cy={y} r={active ? 8 : 6} fill={active ? '#cf1322' : '#1677ff'} stroke="#fff" strokeWidth={2} />
                      </g>
                    );
                  })}
                </svg>
                <Typography.Text type="secondary">{t.note}</Typography.Text>
              </Card>
              <div>
                <Card title={t.branches} size="small" style={{ marginBottom: 16 }}>
                  <ul aria-label={t.branches} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                    {branches.map((branch) => (
                      <li key={branch.id}>
                        <Button type={branch.id === chosenId ? 'primary' : 'text'} aria-pressed={branch.id === chosenId} block onClick={() => setChosenId(branch.id)} style={{ justifyContent: 'space-between', marginBottom: 4 }}>
                          <span>{branch.name}</span>
                          <Tag>{t.regions[branch.region]}</Tag>
                        </Button>
                      </li>
                    ))}
                  </ul>
                </Card>
                <Card size="small" title={chosen?.name} role="region" aria-label={chosen?.name ?? t.choose}>
                  {chosen ? <BranchDetails branch={chosen} /> : <Typography.Text type="secondary">{t.choose}</Typography.Text>}
                </Card>
              </div>
            </div>
          );
        }}
      </ReadView>
    </ShowcasePage>
  );
}

function BranchDetails({ branch }: { branch: Branch }) {
  const t = useMessages(messages).map;
  const rows: [string, string][] = [
    [t.region, t.regions[branch.region]],
    [t.address, branch.address],
    [t.phone, branch.phone],
    [t.hours, branch.hours],
  ];
  return (
    <dl style={{ display: 'grid', gridTemplateColumns: 'minmax(80px, max-content) 1fr', gap: '8px 16px', margin: 0 }}>
      {rows.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt>
            <Typography.Text type="secondary">{term}</Typography.Text>
          </dt>
          <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
