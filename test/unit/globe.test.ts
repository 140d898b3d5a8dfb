import * as cheerio from 'cheerio';
import { h, type VNode } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { antipode, Globe, type GlobePoint } from '../../src/web/globe.js';

const render = (points: GlobePoint[]) => cheerio.load(renderToString(h(Globe, { points, label: 'Globe' }) as VNode));

describe('the globe', () => {
  it('shows every country with listings once, on one of its two faces, sized by count', () => {
    const points: GlobePoint[] = [
      { name: 'Portugal', lat: 39.5, lon: -8, count: 40 },
      { name: 'Netherlands', lat: 52.1, lon: 5.3, count: 40 },
      { name: 'Japan', lat: 36.2, lon: 138.3, count: 10 },
      { name: 'Australia', lat: -25.3, lon: 133.8, count: 10 },
      { name: 'New Zealand', lat: -41, lon: 174, count: 2 },
      { name: 'Chile', lat: -35.7, lon: -71.5, count: 1 },
    ];
    const $ = render(points);
    const drawn = $('circle.point title')
      .map((_, el) => $(el).text().split(':')[0])
      .get();
    expect(drawn.sort()).toEqual(points.map((p) => p.name).sort());
    expect($('svg.globe g')).toHaveLength(2);
    const radius = (name: string) => Number($(`circle.point:has(title:contains("${name}:"))`).attr('r'));
    expect(radius('Portugal')).toBeGreaterThan(radius('Japan'));
    expect(radius('Japan')).toBeGreaterThan(radius('Chile'));
  });

  it('turns the second face to the other side of the earth', () => {
    expect(antipode([10, 45])).toEqual([-170, -45]);
    expect(antipode([-100, -20])).toEqual([80, 20]);
  });
});
