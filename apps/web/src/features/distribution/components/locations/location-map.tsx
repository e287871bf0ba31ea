import { Box, Text } from '@mantine/core';
import { MAINLAND, TASMANIA } from './australia-outline.ts';

const WEST = 112;
const NORTH = -9.5;
const SCALE = 8; // px per degree of longitude
// Equirectangular with latitude squeezed at Australia's middle latitude (about 27° S), so shapes look right.
const LAT_SCALE = SCALE / Math.cos((27 * Math.PI) / 180);
const WIDTH = (155 - WEST) * SCALE;
const HEIGHT = (44.5 + NORTH) * LAT_SCALE;

const x = (lon: number) => (lon - WEST) * SCALE;
const y = (lat: number) => (NORTH - lat) * LAT_SCALE;
const path = (pts: readonly (readonly [number, number])[]) =>
  pts.map(([lon, lat], i) => `${i ? 'L' : 'M'}${x(lon).toFixed(1)},${y(lat).toFixed(1)}`).join(' ') + ' Z';

/**
 * The map preview of the location card: the location's coordinates on an outline of Australia, drawn in SVG
 * (no outside tile server, spec 7.3 "a map preview").
 */
export function LocationMap({
  latitude,
  longitude,
  label,
}: {
  latitude: number | null;
  longitude: number | null;
  label: string;
}) {
  const placed = latitude !== null && longitude !== null;
  return (
    <Box maw={360}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={placed ? `Map: ${label}` : 'Map: choose a suburb to place the location'}
        style={{ width: '100%', height: 'auto', display: 'block' }}
      >
        <rect width={WIDTH} height={HEIGHT} rx={8} fill="var(--mantine-color-blue-0)" />
        <path d={path(MAINLAND)} fill="var(--mantine-color-gray-2)" stroke="var(--mantine-color-gray-6)" />
        <path d={path(TASMANIA)} fill="var(--mantine-color-gray-2)" stroke="var(--mantine-color-gray-6)" />
        {placed && (
          <g>
            <circle
              cx={x(longitude)}
              cy={y(latitude)}
              r={14}
              fill="var(--mantine-color-red-8)"
              opacity={0.2}
            />
            <circle
              cx={x(longitude)}
              cy={y(latitude)}
              r={6}
              fill="var(--mantine-color-red-8)"
              stroke="white"
              strokeWidth={2}
            />
          </g>
        )}
      </svg>
      <Text size="xs" c="dimmed" mt={4}>
        {placed ? `${label} · ${latitude.toFixed(4)}, ${longitude.toFixed(4)}` : 'Not placed on the map yet.'}
      </Text>
    </Box>
  );
}
