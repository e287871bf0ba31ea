import { clone } from '../test-support/clone.ts';
import { describe, expect, it } from 'vitest';
import { pack } from '../packer/pack.ts';
import type { Parcel } from '../model/types.ts';
import { box, unit } from '../test-support/fixtures.ts';
import { renderParcelSvg } from './render-parcel-svg.ts';

function parcel(): Parcel {
  const plan = pack({
    boxes: [box('b', [300, 200, 150])],
    units: [
      unit('a', [100, 80, 40], 200, { quantity: 3, sku: 'SKU<&>"A"' }),
      unit('b', [60, 60, 60], 300, { quantity: 2 }),
      unit('c', [150, 20, 20], 100),
    ],
  });
  expect(plan.parcels).toHaveLength(1);
  return plan.parcels[0] as Parcel;
}

/** Minimal well-formedness: every tag closes in order and nothing unescaped leaks into text. */
function assertBalanced(svg: string): void {
  const stack: string[] = [];
  for (const m of svg.matchAll(/<(\/?)([a-zA-Z]+)([^>]*?)(\/?)>/g)) {
    const [, closing, name, , selfClosing] = m;
    if (selfClosing) continue;
    if (closing) expect(stack.pop()).toBe(name);
    else stack.push(name as string);
  }
  expect(stack).toEqual([]);
  expect(svg.replace(/<[^>]*>/g, '')).not.toMatch(/[<>]/);
}

describe('renderParcelSvg', () => {
  it('draws one titled, three-faced group per item inside a well-formed svg', () => {
    const p = parcel();
    const svg = renderParcelSvg(p);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ')).toBe(true);
    assertBalanced(svg);
    expect(svg.match(/<title>/g)).toHaveLength(p.items.length);
    expect(svg.match(/<g class="item"/g)).toHaveLength(p.items.length);
    expect(svg.match(/<polygon /g)).toHaveLength(3 * p.items.length);
    expect(svg).toContain('<title>SKU&lt;&amp;&gt;&quot;A&quot;</title>');
    expect(svg).not.toContain('NaN');
  });

  it('is deterministic and colours a SKU the same everywhere', () => {
    const p = parcel();
    expect(renderParcelSvg(p)).toBe(renderParcelSvg(clone(p)));
    const svg = renderParcelSvg(p);
    const fills = [
      ...svg.matchAll(/data-sku="SKU-b"><title>SKU-b<\/title><polygon points="[^"]*" fill="([^"]+)"/g),
    ].map((m) => m[1]);
    expect(fills).toHaveLength(2);
    expect(new Set(fills).size).toBe(1);
  });

  it('sizes the viewBox to the drawing and honours the scale option', () => {
    const p = parcel();
    const small = renderParcelSvg(p, { scale: 0.5, padding: 0 });
    const big = renderParcelSvg(p, { scale: 1, padding: 0 });
    const size = (svg: string): number[] =>
      (svg.match(/viewBox="0 0 ([\d.]+) ([\d.]+)"/) ?? []).slice(1).map(Number);
    const [w1, h1] = size(small);
    const [w2, h2] = size(big);
    expect(w2).toBeCloseTo(2 * (w1 as number), 1);
    expect(h2).toBeCloseTo(2 * (h1 as number), 1);
    // Isometric width of a 300 x 200 footprint is (300 + 200) * cos 30°.
    expect(w2).toBeCloseTo(500 * Math.cos(Math.PI / 6), 1);
    for (const m of big.matchAll(/points="([^"]+)"/g)) {
      for (const pt of (m[1] as string).split(' ')) {
        const [x, y] = pt.split(',').map(Number);
        expect(x).toBeGreaterThanOrEqual(-0.01);
        expect(x).toBeLessThanOrEqual((w2 as number) + 0.01);
        expect(y).toBeGreaterThanOrEqual(-0.01);
        expect(y).toBeLessThanOrEqual((h2 as number) + 0.01);
      }
    }
  });

  it('paints an item resting on another after the one below', () => {
    const p = parcel();
    const svg = renderParcelSvg(p);
    const order = [...svg.matchAll(/<g class="item" data-sku="([^"]*)"/g)].length;
    expect(order).toBe(p.items.length);
    const stacked: Parcel = {
      ...p,
      items: [
        {
          unitId: 'top',
          sku: 'TOP',
          position: { x: 0, y: 0, z: 50 },
          size: { x: 50, y: 50, z: 50 },
          orientation: 'lwh',
          weightG: 1,
        },
        {
          unitId: 'front',
          sku: 'FRONT',
          position: { x: 100, y: 0, z: 0 },
          size: { x: 50, y: 50, z: 50 },
          orientation: 'lwh',
          weightG: 1,
        },
        {
          unitId: 'bottom',
          sku: 'BOTTOM',
          position: { x: 0, y: 0, z: 0 },
          size: { x: 50, y: 50, z: 50 },
          orientation: 'lwh',
          weightG: 1,
        },
      ],
    };
    const drawn = [...renderParcelSvg(stacked).matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]);
    expect(drawn.indexOf('BOTTOM')).toBeLessThan(drawn.indexOf('TOP'));
    expect(drawn.indexOf('BOTTOM')).toBeLessThan(drawn.indexOf('FRONT'));
  });
});
