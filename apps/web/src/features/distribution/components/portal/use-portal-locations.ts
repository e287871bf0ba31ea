import { useQuery } from '@tanstack/react-query';
import { distributorQuery, locationsQuery } from '../../api/locations.ts';

/** The team's locations (id, name, code), for the dashboard, the switcher and Change Location. */
export function usePortalLocations() {
  const distributor = useQuery(distributorQuery());
  const locations = useQuery({
    ...locationsQuery(distributor.data?.id ?? 0),
    enabled: Boolean(distributor.data),
  });
  return {
    locations: locations.data,
    isError: distributor.isError || locations.isError,
  };
}
