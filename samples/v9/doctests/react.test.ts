// Backs versioned_docs/version-9.x/reactjs/react.md (Usage with React, 9.x): the React versions the
// page says react-query 3 works with are the ones its peer range allows, and the install lines
// pin React 18 and the versions the page's samples are checked against (samples/v9).
import { describe, expect, it } from 'vitest';
import { loadPage } from '../../doctest';
import { inRange, installedVersion, peerRange, pinnedBy, samplePackages } from './installLines';

const page = loadPage('versioned_docs/version-9.x/reactjs/react.md');
const pins = pinnedBy(page);

describe(`${page.page}: Usage with React`, () => {
  it('react-query 3 accepts React from the version the page names up to its last major, not the next one (React 19)', () => {
    const [, low = '', high = ''] =
      /works with React (\d+\.\d+) to (\d+)/.exec(page.markdown) ?? [];
    const peer = peerRange('react-query', 'react');
    const [lowMajor = 0, lowMinor = 0] = low.split('.').map(Number);
    expect([
      inRange(`${low}.0`, peer),
      inRange(`${lowMajor}.${lowMinor - 1}.0`, peer),
      inRange(`${high}.99.0`, peer),
      inRange(`${Number(high) + 1}.0.0`, peer),
    ]).toEqual([true, false, true, false]);
    expect(Number(high) + 1).toBe(19);
  });

  it('the install lines pin a React that react-query 3 and @trpc/react accept', () => {
    expect([pins['react'], pins['react-dom']]).toEqual([pins['react'], pins['react']]);
    expect(pins['react']).toMatch(/^18\./);
    // react-query names react only; @trpc/react names both.
    expect(inRange(pins['react'] ?? '', peerRange('react-query', 'react'))).toBe(true);
    for (const name of ['react', 'react-dom'])
      expect(inRange(pins[name] ?? '', peerRange('@trpc/react', name)), name).toBe(true);
  });

  it('every package of the samples that the install lines pin is at the version the samples are checked against', () => {
    // The build tools the page adds (Vite, tsx) are not packages the samples compile against.
    const checked = Object.entries(pins).filter(([name]) => samplePackages().has(name));
    expect(checked.length).toBeGreaterThan(5);
    for (const [name, version] of checked)
      expect(`${name}@${version}`).toBe(`${name}@${installedVersion(name)}`);
  });
});
