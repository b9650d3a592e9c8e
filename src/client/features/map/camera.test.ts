import { describe, expect, it } from 'vitest';
import { MAP_DEFAULTS } from '../../../core/constants.ts';
import { cameraFor } from './camera.ts';

const rome = { lat: 41.9, lng: 12.5 };
const stop = (lat: number, lng: number) => ({ lat, lng });

describe('cameraFor', () => {
  it('looks at the destination when there are no stops, and at the stop when there is one', () => {
    const box = { clientWidth: 600, clientHeight: 400 };
    expect(cameraFor(box, [], rome)).toEqual({ center: [12.5, 41.9], zoom: MAP_DEFAULTS.zoom });
    expect(cameraFor(box, [stop(41.89, 12.49)], rome)).toEqual({
      center: [12.49, 41.89],
      zoom: MAP_DEFAULTS.singleMarkerZoom,
    });
  });

  it('frames several stops with the padding of SPEC.md, smaller on a small map', () => {
    const stops = [stop(41.89, 12.49), stop(41.91, 12.45), stop(41.9, 12.48)];
    expect(cameraFor({ clientWidth: 800, clientHeight: 500 }, stops, rome)).toEqual({
      bounds: [
        [12.45, 41.89],
        [12.49, 41.91],
      ],
      padding: MAP_DEFAULTS.fitPadding,
      maxZoom: MAP_DEFAULTS.singleMarkerZoom,
    });
    expect(cameraFor({ clientWidth: 300, clientHeight: 200 }, stops, rome)).toMatchObject({ padding: 50 });
    expect(cameraFor({ clientWidth: 40, clientHeight: 40 }, stops, rome)).toMatchObject({ padding: 16 });
  });
});
